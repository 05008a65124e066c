import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOf } from '@velo/api-client/contract';
import { doors, locations } from '../db/schema/index.ts';
import { listFieldSet } from './listFields.ts';

const fields = { Id: 'integer', Name: 'text', CreationTime: 'dateTime' } as const;
const list = listOf(fields);

describe('listFieldSet', () => {
  it("finds a field whatever its case, with the contract's type and the server's column", () => {
    const set = listFieldSet(list, {
      Id: { column: locations.id },
      Name: { column: locations.name },
      CreationTime: { column: locations.creationTime },
    });
    expect(set.find(' name ')).toEqual({ name: 'Name', type: 'text', column: locations.name });
    expect(set.find('CREATIONTIME')?.type).toBe('dateTime');
    expect(set.find('PasswordHash')).toBeUndefined();
  });

  it('sorts by the fields the contract does not name filter-only, whatever their case', () => {
    const set = listFieldSet(listOf(fields, ['Name']), {
      Id: { column: locations.id },
      Name: { column: locations.name, matchOn: sql`${locations.name} || ${locations.description}` },
      CreationTime: { column: locations.creationTime },
    });
    expect(set.sortColumn(' creationTIME ')).toBe(locations.creationTime);
    expect(set.find('Name')?.name).toBe('Name');
    expect(set.sortColumn('Name')).toBeUndefined();
    expect(set.sortColumn('PasswordHash')).toBeUndefined();
  });
});

// Checked by the type-checker (`pnpm typecheck`), never run: each declaration below must fail to compile.
export function declarationsThatDoNotCompile() {
  // @ts-expect-error: a field of the contract without a column
  listFieldSet(list, { Id: { column: locations.id }, Name: { column: locations.name } });
  listFieldSet(list, {
    Id: { column: locations.id },
    // @ts-expect-error: a number column for a text field
    Name: { column: locations.clientId },
    CreationTime: { column: locations.creationTime },
  });
  listFieldSet(list, {
    Id: { column: locations.id },
    Name: { column: doors.localAccessKey },
    CreationTime: { column: locations.creationTime },
    // @ts-expect-error: a field the contract does not offer
    Secret: { column: locations.inviteCode },
  });
  listFieldSet(list, {
    Id: { column: locations.id },
    // @ts-expect-error: a sort key that is no plain column (the contract does not name it filter-only)
    Name: { column: locations.name, matchOn: sql`${locations.name} || ${locations.description}` },
    CreationTime: { column: locations.creationTime },
  });
}

import { describe, expect, it } from 'vitest';
import { doors, locations } from '../db/schema/index.ts';
import { listFieldSet } from './listFields.ts';

const fields = { Id: 'integer', Name: 'text', CreationTime: 'dateTime' } as const;

describe('listFieldSet', () => {
  it("finds a field whatever its case, with the contract's type and the server's column", () => {
    const set = listFieldSet(fields, {
      Id: { column: locations.id },
      Name: { column: locations.name },
      CreationTime: { column: locations.creationTime },
    });
    expect(set.find(' name ')).toEqual({ name: 'Name', type: 'text', column: locations.name });
    expect(set.find('CREATIONTIME')?.type).toBe('dateTime');
    expect(set.find('PasswordHash')).toBeUndefined();
  });
});

// Checked by the type-checker (`pnpm typecheck`), never run: each declaration below must fail to compile.
export function declarationsThatDoNotCompile() {
  // @ts-expect-error: a field of the contract without a column
  listFieldSet(fields, { Id: { column: locations.id }, Name: { column: locations.name } });
  listFieldSet(fields, {
    Id: { column: locations.id },
    // @ts-expect-error: a number column for a text field
    Name: { column: locations.clientId },
    CreationTime: { column: locations.creationTime },
  });
  listFieldSet(fields, {
    Id: { column: locations.id },
    Name: { column: doors.localAccessKey },
    CreationTime: { column: locations.creationTime },
    // @ts-expect-error: a field the contract does not offer
    Secret: { column: locations.inviteCode },
  });
}

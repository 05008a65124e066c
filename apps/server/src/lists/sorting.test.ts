import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOf } from '@velo/api-client/contract';
import { users } from '../db/schema/index.ts';
import { listFieldSet } from './listFields.ts';
import { orderBy } from './sorting.ts';

const fields = listFieldSet(listOf({ Name: 'text', Search: 'text' }, ['Search']), {
  Name: { column: users.name },
  Search: { column: users.name, matchOn: sql`${users.name} || ${users.surname}` },
});

function refusalOf(sorting: string): unknown {
  try {
    orderBy(sorting, fields, users.id);
  } catch (error) {
    return error;
  }
  return 'no refusal';
}

describe('orderBy', () => {
  it('orders by the id alone when there is no sorting and no default', () => {
    expect(orderBy(undefined, fields, users.id)).toHaveLength(1);
  });

  it('takes any run of spaces before the direction', () => {
    expect(refusalOf('Name  desc')).toBe('no refusal');
    expect(refusalOf('Name\tASC')).toBe('no refusal');
  });

  it('refuses a term with anything before the field name', () => {
    for (const sorting of ['-Name', '1Name', 'x;Name']) {
      expect(refusalOf(sorting), sorting).toMatchObject({ status: 400, validationErrors: [{ members: ['sorting'] }] });
    }
  });

  it('refuses a field the contract names filter-only, whatever its column', () => {
    expect(refusalOf('Search')).toMatchObject({ status: 400, validationErrors: [{ members: ['sorting'] }] });
    expect(refusalOf('name, search desc')).toMatchObject({ status: 400 });
  });
});

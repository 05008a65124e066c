import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOf } from '@velo/api-client/contract';
import { users } from '../db/schema/index.ts';
import { listFieldSet } from './listFields.ts';
import { orderBy, sortingPattern } from './sorting.ts';

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

describe('sortingPattern', () => {
  const sortKeys = ['Id', 'Name', 'Door.LocationId'];
  const fieldsOfKeys = listFieldSet(
    listOf({ Id: 'integer', Name: 'text', 'Door.LocationId': 'integer', Search: 'text' }, ['Search']),
    {
      Id: { column: users.id },
      Name: { column: users.name },
      'Door.LocationId': { column: users.clientId },
      Search: { column: users.name, matchOn: sql`${users.name} || ${users.surname}` },
    },
  );
  const takes = (sorting: string) => {
    try {
      orderBy(sorting, fieldsOfKeys, users.id);
      return true;
    } catch {
      return false;
    }
  };
  const pattern = new RegExp(sortingPattern(sortKeys), 'u');

  it('matches what orderBy takes, and nothing it refuses', () => {
    // Terms near the grammar, mostly fitting: keys in several cases, directions, spaces that \s and
    // trim() both take; now and then a near miss, a space neither takes (zero-width, NEL), another
    // separator, or a character a case-insensitive match might fold to a letter (Kelvin, long s).
    const mostly = <T>(fitting: fc.Arbitrary<T>, off: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: fitting, weight: 5 }, { arbitrary: off, weight: 1 });
    const spaces = mostly(fc.constantFrom('', ' ', '\t', '\u00a0', '\u2028', '\ufeff'), fc.constantFrom('\u200b', '\u0085'));
    const keys = mostly(
      fc.constantFrom('Id', 'iD', 'Name', 'NAME', 'Door.LocationId', 'door.locationid'),
      fc.constantFrom('Nam', 'Names', 'Door', 'Search', '\u212a', '1', '.'),
    );
    const directions = mostly(fc.constantFrom('asc', 'DESC', 'Desc'), fc.constantFrom('ascending', 'des', '\u017fc'));
    const term = fc
      .tuple(spaces, keys, fc.option(fc.tuple(spaces, directions), { nil: undefined }), spaces)
      .map(([before, key, direction, after]) => `${before}${key}${direction?.join('') ?? ''}${after}`);
    const sortings = fc
      .tuple(fc.array(term, { maxLength: 4 }), mostly(fc.constantFrom(',', ', '), fc.constantFrom(',,', ';', ' ')))
      .map(([terms, separator]) => terms.join(separator));
    fc.assert(
      fc.property(sortings, (sorting) => {
        expect(pattern.test(sorting), JSON.stringify(sorting)).toBe(takes(sorting));
      }),
      { numRuns: 5000, seed: 20_260_101 },
    );
  });

  it('takes the forms a caller sends', () => {
    for (const sorting of ['', '   ', 'Name', 'name desc', 'Id ASC,Name', ' door.LocationID  Desc , id ']) {
      expect(pattern.test(sorting), sorting).toBe(true);
      expect(takes(sorting), sorting).toBe(true);
    }
    for (const sorting of ['Search', 'Name,', 'Name asc desc', 'Nameasc', 'Secret DESC']) {
      expect(pattern.test(sorting), sorting).toBe(false);
      expect(takes(sorting), sorting).toBe(false);
    }
  });

  it('takes only a blank sorting when a list has no sort keys', () => {
    expect(new RegExp(sortingPattern([]), 'u').test(' ')).toBe(true);
    expect(new RegExp(sortingPattern([]), 'u').test('Id')).toBe(false);
  });
});

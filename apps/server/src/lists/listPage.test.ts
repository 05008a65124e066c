import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { FilterRule } from '@velo/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { locations } from '../db/schema/index.ts';
import { locationListFieldSet } from '../locations/locationListFields.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { listPage, listSource, type ListPageRequest } from './listPage.ts';

let database: Database;
let queries = 0;

beforeAll(async () => {
  database = await openTestDatabase({ logger: { logQuery: () => void queries++ } });
});
afterAll(() => database?.close());
beforeEach(() => {
  queries = 0;
});

const idAndName = listSource({ from: locations, select: { id: locations.id, name: locations.name }, id: locations.id });

function page(request: Partial<ListPageRequest>, scope?: SQL) {
  return listPage(database.db, idAndName, {
    scope,
    fields: locationListFieldSet(database.db),
    request: { skipCount: 0, maxResultCount: 10, ...request },
  });
}

async function countWhere(where?: SQL) {
  const [row] = await database.db.select({ total: count() }).from(locations).where(where);
  return row!.total;
}

const inOslo: FilterRule = { condition: 'and', filterRules: [{ field: 'Municipality', operator: 'equal', value: 'Oslo' }] };

describe('listPage', () => {
  it('answers a full page with the total of all rows, in one query', async () => {
    const all = await countWhere();
    queries = 0;
    const answer = await page({ maxResultCount: 10 });
    expect(answer.items).toHaveLength(10);
    expect(answer.totalCount).toBe(all);
    expect(all).toBeGreaterThan(20);
    expect(queries).toBe(1);
  });

  it('answers a partial last page with the same total, in one query', async () => {
    const all = await countWhere();
    queries = 0;
    const answer = await page({ skipCount: all - 3, maxResultCount: 10 });
    expect(answer.items).toHaveLength(3);
    expect(answer.totalCount).toBe(all);
    expect(queries).toBe(1);
  });

  it('still counts on an empty page past the end, in one query', async () => {
    const all = await countWhere();
    queries = 0;
    const answer = await page({ skipCount: all + 5, maxResultCount: 10 });
    expect(answer).toEqual({ items: [], totalCount: all });
    expect(queries).toBe(1);
  });

  it('answers an empty first page with total 0, in one query', async () => {
    const nowhere: FilterRule = { condition: 'and', filterRules: [{ field: 'Name', operator: 'equal', value: 'No such place' }] };
    const answer = await page({ filterRule: nowhere });
    expect(answer).toEqual({ items: [], totalCount: 0 });
    expect(queries).toBe(1);
  });

  it('counts only what the filter and the scope let through, on every kind of page', async () => {
    const oslo = await countWhere(eq(locations.municipality, 'Oslo'));
    expect(oslo).toBeGreaterThan(3);
    const full = await page({ filterRule: inOslo, maxResultCount: 2 });
    expect(full.items).toHaveLength(2);
    expect(full.totalCount).toBe(oslo);
    const last = await page({ filterRule: inOslo, skipCount: oslo - 1, maxResultCount: 2 });
    expect(last.items).toHaveLength(1);
    expect(last.totalCount).toBe(oslo);
    expect(await page({ filterRule: inOslo, skipCount: oslo, maxResultCount: 2 })).toEqual({ items: [], totalCount: oslo });

    const firstClient = eq(locations.clientId, 1);
    const osloOfClient = await countWhere(and(firstClient, eq(locations.municipality, 'Oslo')));
    expect(osloOfClient).toBeLessThan(oslo);
    expect((await page({ filterRule: inOslo, maxResultCount: 1 }, firstClient)).totalCount).toBe(osloOfClient);
    expect(await page({ filterRule: inOslo, skipCount: 100 }, firstClient)).toEqual({ items: [], totalCount: osloOfClient });
  });

  it('answers the selected columns only, in the requested order', async () => {
    const answer = await page({ sorting: 'Name DESC', maxResultCount: 3 });
    const names = await database.db.select({ id: locations.id, name: locations.name }).from(locations);
    const expected = names.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0)).slice(0, 3);
    expect(answer.items).toEqual(expected);
  });

  it('matches %, _ and \\ in contains and begins_with as themselves', async () => {
    await database.db.insert(locations).values({ name: 'Sykkel_100%\\A' });
    const where = (operator: string, value: string): FilterRule => ({
      condition: 'and',
      filterRules: [{ field: 'Name', operator, value } as FilterRule['filterRules'][number]],
    });
    expect((await page({ filterRule: where('contains', '_100%\\') })).items.map((item) => item.name)).toEqual(['Sykkel_100%\\A']);
    expect((await page({ filterRule: where('begins_with', 'Sykkel_') })).items.map((item) => item.name)).toEqual([
      'Sykkel_100%\\A',
    ]);
    expect((await page({ filterRule: where('contains', '100_') })).totalCount).toBe(0);
  });

  it('takes whole rows too', async () => {
    const wholeRows = listSource({ from: locations, select: getTableColumns(locations), id: locations.id });
    const answer = await listPage(database.db, wholeRows, {
      scope: undefined,
      fields: locationListFieldSet(database.db),
      request: { skipCount: 0, maxResultCount: 1, sorting: 'Id' },
    });
    expect(answer.items[0]).toMatchObject({ id: 1, name: expect.any(String), creationTime: expect.any(Date) });
    expect(Object.keys(answer.items[0]!)).toEqual(Object.keys(getTableColumns(locations)));
  });
});

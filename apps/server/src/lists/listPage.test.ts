import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FilterRule } from '@velo/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { casing, type Database } from '../db/database.ts';
import { locations } from '../db/schema/index.ts';
import { locationListFieldSet } from '../locations/locationListFields.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { defaultTotalCountCap, listPage, listPageStatement, listSource, mapPage, type ListPageRequest } from './listPage.ts';

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

function page(request: Partial<ListPageRequest>, scope?: SQL, totalCountCap?: number) {
  return listPage(database.db, idAndName, {
    scope,
    fields: locationListFieldSet(database.db),
    request: { skipCount: 0, maxResultCount: 10, ...request },
    totalCountCap,
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

describe('listPage past its count cap', () => {
  it('counts at most the cap: more matching rows answer the cap and say so, in one query', async () => {
    const all = await countWhere();
    expect(all).toBeGreaterThan(12);
    queries = 0;
    const answer = await page({ maxResultCount: 10 }, undefined, 12);
    expect(answer.items).toHaveLength(10);
    expect(answer.totalCount).toBe(12);
    expect(answer.totalCountIsCapped).toBe(true);
    expect(queries).toBe(1);
  });

  it('answers an exact total without the flag up to the cap itself', async () => {
    const all = await countWhere();
    const atCap = await page({}, undefined, all);
    expect(atCap.totalCount).toBe(all);
    expect(atCap).not.toHaveProperty('totalCountIsCapped');
    const underCap = await page({}, undefined, all + 1);
    expect(underCap).not.toHaveProperty('totalCountIsCapped');
    const overCap = await page({}, undefined, all - 1);
    expect(overCap).toMatchObject({ totalCount: all - 1, totalCountIsCapped: true });
  });

  it('caps what the filter and the scope let through, not the table', async () => {
    const oslo = await countWhere(eq(locations.municipality, 'Oslo'));
    expect(oslo).toBeGreaterThan(3);
    expect(await page({ filterRule: inOslo, maxResultCount: 2 }, undefined, oslo)).not.toHaveProperty('totalCountIsCapped');
    expect(await page({ filterRule: inOslo, maxResultCount: 2 }, undefined, 3)).toMatchObject({
      totalCount: 3,
      totalCountIsCapped: true,
    });
    const osloOfClient = await countWhere(and(eq(locations.clientId, 1), eq(locations.municipality, 'Oslo')));
    const scoped = await page({ filterRule: inOslo }, eq(locations.clientId, 1), osloOfClient);
    expect(scoped.totalCount).toBe(osloOfClient);
    expect(scoped).not.toHaveProperty('totalCountIsCapped');
  });

  it('still reads pages past the cap, and answers the capped total on an empty page past the end', async () => {
    const all = await countWhere();
    const deep = await page({ skipCount: 20, maxResultCount: 5, sorting: 'Id' }, undefined, 4);
    expect(deep.items.map((item) => item.id)).toEqual(
      (await database.db.select({ id: locations.id }).from(locations).orderBy(locations.id)).slice(20, 25).map((row) => row.id),
    );
    expect(deep).toMatchObject({ totalCount: 4, totalCountIsCapped: true });
    expect(await page({ skipCount: all + 5 }, undefined, 4)).toEqual({ items: [], totalCount: 4, totalCountIsCapped: true });
  });

  it('counts at most 10,000 rows unless told otherwise, in the statement itself', () => {
    expect(defaultTotalCountCap).toBe(10_000);
    const statement = listPageStatement(idAndName, {
      scope: undefined,
      fields: locationListFieldSet(database.db),
      request: { skipCount: 0, maxResultCount: 10 },
    });
    const { sql: text, params } = new PgDialect({ casing }).sqlToQuery(statement);
    expect(text).toMatch(/count\(\*\) as "count" from \(select 1 from "locations" limit \$1\)/);
    expect(params[0]).toBe(10_001);
  });

  it('keeps the total and the flag when the items are mapped', () => {
    expect(mapPage({ items: [1, 2], totalCount: 10_000, totalCountIsCapped: true }, String)).toEqual({
      items: ['1', '2'],
      totalCount: 10_000,
      totalCountIsCapped: true,
    });
    expect(mapPage({ items: [1], totalCount: 1 }, String)).toEqual({ items: ['1'], totalCount: 1 });
  });
});

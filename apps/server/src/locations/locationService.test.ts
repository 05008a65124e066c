import type { FilterRule, Location } from '@velo/api-client/contract';
import { filterRuleLimits } from '@velo/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doors, locationPricing } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
let all: Location[] = [];

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
  // Left empty when the list fails, so that the tests fail one by one instead of being skipped.
  all = (await list({ maxResultCount: 1000 })).result?.items ?? [];
});

function list(body: Record<string, unknown>, userName = 'admin') {
  return request<{ items: Location[]; totalCount: number }>(t.app, {
    method: 'POST',
    url: '/api/services/app/Location/GetList',
    token: tokens[userName],
    body,
  });
}

const filter = (filterRule: FilterRule, extra: Record<string, unknown> = {}) =>
  list({ maxResultCount: 1000, filterRule, ...extra });
const rule = (field: string, operator: string, value?: unknown) =>
  ({ field, operator, value }) as FilterRule['filterRules'][number];
const and = (...filterRules: FilterRule['filterRules']): FilterRule => ({ condition: 'and', filterRules });
const or = (...filterRules: FilterRule['filterRules']): FilterRule => ({ condition: 'or', filterRules });
const ids = (records: Array<{ id: number }>) => records.map((record) => record.id).sort((a, b) => a - b);

describe('Location/GetList', () => {
  it('pages with skipCount and maxResultCount, 10 by default', async () => {
    const first = await list({});
    expect(first.status).toBe(200);
    expect(first.result.totalCount).toBe(25);
    expect(first.result.items).toHaveLength(10);

    const last = await list({ skipCount: 20, maxResultCount: 10 });
    expect(last.result.items).toHaveLength(5);
    expect(last.result.totalCount).toBe(25);

    const pages = await Promise.all(
      [0, 7, 14, 21].map((skipCount) => list({ skipCount, maxResultCount: 7, sorting: 'Name ASC' })),
    );
    const seen = pages.flatMap((page) => page.result.items.map((item) => item.id));
    expect(new Set(seen).size).toBe(25);
  });

  it('answers each location with its doors in id order and its pricing', () => {
    expect(all).toHaveLength(25);
    for (const location of all) {
      expect(location.doors.length).toBeGreaterThanOrEqual(4);
      expect(location.doors.length).toBeLessThanOrEqual(20);
      expect(location.doors.every((door) => door.locationId === location.id)).toBe(true);
      expect(ids(location.doors)).toEqual(location.doors.map((door) => door.id));
    }
    expect(all.filter((location) => location.locationPricing === null)).toHaveLength(3);
    expect(all.filter((location) => location.isInMaintenance)).toHaveLength(2);
    expect(all.filter((location) => location.isMaintenancePlanned)).toHaveLength(2);
  });

  it('answers doors and pricing as they are stored, moments to the millisecond in UTC', async () => {
    const [pricing] = await t.db.select().from(locationPricing).orderBy(asc(locationPricing.locationId)).limit(1);
    const [door] = await t.db
      .select()
      .from(doors)
      .where(eq(doors.locationId, pricing!.locationId))
      .orderBy(asc(doors.id))
      .limit(1);
    await t.db
      .update(doors)
      .set({ lastHeartBeat: new Date('2026-03-04T05:06:07.089Z') })
      .where(eq(doors.id, door!.id));

    const answer = await filter(and(rule('Id', 'equal', door!.locationId)));
    const [location] = answer.result.items;
    const { creationTime: _, ...stored } = door!;
    expect(location!.doors[0]).toEqual({ ...stored, lastHeartBeat: '2026-03-04T05:06:07.089Z' });
    const { locationId: __, ...storedPricing } = pricing!;
    expect(location!.locationPricing).toEqual(storedPricing);
  });

  it('sorts by a field, either way, whatever the case of its name', async () => {
    const byName = (await list({ maxResultCount: 1000, sorting: 'Name ASC' })).result.items.map((item) => item.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const newestFirst = (await list({ maxResultCount: 1000, sorting: 'creationTime DESC' })).result.items.map(
      (item) => item.creationTime,
    );
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());

    const byClientThenName = (await list({ maxResultCount: 1000, sorting: 'ClientId DESC, Name' })).result.items;
    expect(byClientThenName[0]?.clientId).toBeNull();
    expect(byClientThenName.at(-1)?.clientId).toBe(1);
  });

  it('filters with contains, case-insensitively', async () => {
    const answer = await filter(and(rule('Name', 'contains', 'SYKKELHOTELL')));
    expect(answer.result.totalCount).toBe(all.filter((location) => location.name.includes('Sykkelhotell')).length);
    expect(answer.result.totalCount).toBeGreaterThan(5);
  });

  it('takes contains and begins_with literally: % and _ are not wildcards', async () => {
    expect((await filter(and(rule('Name', 'contains', '%')))).result.totalCount).toBe(0);
    expect((await filter(and(rule('Name', 'begins_with', '_slo')))).result.totalCount).toBe(0);
    expect((await filter(and(rule('Name', 'begins_with', 'oslo')))).result.totalCount).toBe(1);
  });

  it('combines nested and/or groups', async () => {
    const answer = await filter(
      and(
        rule('IsActive', 'equal', true),
        or(
          rule('Municipality', 'equal', 'Bergen'),
          and(rule('Municipality', 'equal', 'Trondheim'), rule('LocationType', 'equal', 0)),
        ),
      ),
    );
    const expected = all.filter(
      (location) =>
        location.isActive &&
        (location.municipality === 'Bergen' || (location.municipality === 'Trondheim' && location.locationType === 0)),
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(ids(answer.result.items)).toEqual(ids(expected));
  });

  it('filters with in, not_equal, is_null and comparisons', async () => {
    expect(ids((await filter(and(rule('Id', 'in', [3, 1, 2])))).result.items)).toEqual([1, 2, 3]);
    expect((await filter(and(rule('ClientId', 'is_null')))).result.totalCount).toBe(3);
    // "not client 1" includes the locations without a client.
    expect((await filter(and(rule('ClientId', 'not_equal', 1)))).result.totalCount).toBe(
      all.filter((l) => l.clientId !== 1).length,
    );
    const since = [...all].map((l) => l.creationTime).sort()[12]!;
    expect((await filter(and(rule('CreationTime', 'gte', since)))).result.totalCount).toBe(
      all.filter((l) => l.creationTime >= since).length,
    );
    expect((await filter(and(rule('Id', 'lt', 4)))).result.totalCount).toBe(3);
  });

  it('finds the location of a door by its local access key', async () => {
    const target = all.find((location) => location.doors.some((door) => door.localAccessKey?.startsWith('BLE-')))!;
    const key = target.doors.find((door) => door.localAccessKey?.startsWith('BLE-'))!.localAccessKey!;
    const exact = await filter(and(rule('Doors.LocalAccessKey', 'equal', key)));
    expect(ids(exact.result.items)).toEqual([target.id]);
    expect(exact.result.items[0]?.doors.length).toBe(target.doors.length);

    const narrowband = await filter(and(rule('Doors.LocalAccessKey', 'begins_with', 'nb-')));
    const expected = all.filter((location) => location.doors.some((door) => door.localAccessKey?.startsWith('NB-')));
    expect(ids(narrowband.result.items)).toEqual(ids(expected));
  });

  it('refuses a field it does not offer, naming it', async () => {
    for (const field of ['PasswordHash', 'Doors.Id', 'Client.Name', 'inviteCode']) {
      const answer = await filter(and(rule(field, 'equal', 'x')));
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('Request.NotValid');
      expect(answer.error?.validationErrors).toEqual([{ message: expect.any(String), members: [field] }]);
    }
  });

  it('refuses an operator it does not know or that does not fit the field', async () => {
    const unknown = await filter(and(rule('Name', 'like', 'Oslo%')));
    expect(unknown.status).toBe(400);
    expect(unknown.error?.validationErrors?.[0]?.members).toEqual(['filterRule.filterRules.0.operator']);

    const misfit = await filter(and(rule('ClientId', 'contains', '1')));
    expect(misfit.status).toBe(400);
    expect(misfit.error?.validationErrors?.[0]?.members).toEqual(['ClientId']);
  });

  it('refuses a value of the wrong type for the field', async () => {
    const cases = [
      rule('ClientId', 'equal', '1'),
      rule('IsActive', 'equal', 'yes'),
      rule('Id', 'in', 3),
      rule('Id', 'in', [1, 'two']),
      rule('CreationTime', 'gt', 'last week'),
      rule('Name', 'contains', 5),
      // Beyond what the columns hold: refused rather than breaking the query.
      rule('Id', 'gt', 2 ** 31),
      rule('ClientId', 'in', [1, -(2 ** 40)]),
      rule('CreationTime', 'gt', '0000-01-01'),
    ];
    for (const leaf of cases) {
      const answer = await filter(and(leaf));
      expect(answer.status, JSON.stringify(leaf)).toBe(400);
      expect(answer.error?.validationErrors?.[0]?.members).toEqual([(leaf as { field: string }).field]);
    }
  });

  it('refuses a NUL character in a filter value, naming where it is', async () => {
    const answer = await filter(and(rule('Name', 'contains', 'Oslo\u0000')));
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors?.[0]?.members).toEqual(['filterRule.filterRules.0.value']);
  });

  it('refuses a malformed filter or page', async () => {
    const badCondition = await list({ filterRule: { condition: 'xor', filterRules: [] } });
    expect(badCondition.status).toBe(400);
    expect(badCondition.error?.validationErrors?.[0]?.members).toEqual(['filterRule.condition']);

    const badPage = await list({ skipCount: -1, maxResultCount: 0 });
    expect(badPage.status).toBe(400);
    expect(badPage.error?.validationErrors?.map((error) => error.members?.[0]).sort()).toEqual(['maxResultCount', 'skipCount']);

    const unknownField = await list({ pageSize: 10 });
    expect(unknownField.status).toBe(400);
  });

  it('refuses sorting by an unknown field or in a malformed way', async () => {
    for (const sorting of ['PasswordHash DESC', 'Name; DROP TABLE locations', 'Name sideways', 'Doors.LocalAccessKey ASC']) {
      const answer = await list({ sorting });
      expect(answer.status, sorting).toBe(400);
      expect(answer.error?.validationErrors?.[0]?.members).toEqual(['sorting']);
    }
  });
});

describe('Location/GetList filters', () => {
  const idsWhere = async (filterRule: FilterRule) => {
    const answer = await filter(filterRule);
    expect(answer.status, JSON.stringify(filterRule)).toBe(200);
    return ids(answer.result.items);
  };
  const countWhere = async (filterRule: FilterRule) => (await idsWhere(filterRule)).length;
  const refusal = async (filterRule: FilterRule) => {
    const answer = await filter(filterRule);
    expect(answer.status, JSON.stringify(filterRule)).toBe(400);
    expect(answer.error?.code).toBe('Request.NotValid');
    return answer.error?.validationErrors;
  };
  const nested = (depth: number): FilterRule =>
    depth === 1 ? and(rule('Id', 'lte', 2)) : and(rule('Id', 'gte', 1), nested(depth - 1));
  const idAbove = (count: number) => Array.from({ length: count }, () => rule('Id', 'gt', 0));
  const idsUpTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it('takes a null value as "has no value" and "has a value"', async () => {
    expect(await idsWhere(and(rule('ClientId', 'equal', null)))).toEqual([7, 21, 22]);
    expect(await countWhere(and(rule('ClientId', 'not_equal', null)))).toBe(22);
    expect(await countWhere(and(rule('ClientId', 'is_not_null')))).toBe(22);
    expect(await idsWhere(and(rule('ClientId', 'is_null')))).toEqual([7, 21, 22]);
  });

  it('leaves out only the value itself with not_equal, keeping rows without a value', async () => {
    expect(await countWhere(and(rule('ClientId', 'not_equal', 1)))).toBe(14);
    expect(await idsWhere(and(rule('IsActive', 'not_equal', true)))).toEqual([7, 13, 17, 22]);
    expect(await idsWhere(and(rule('ClientId', 'in', [3])))).toEqual([12, 13, 14, 17, 18]);
  });

  it('compares with gt, gte, lt and lte, each at its edge', async () => {
    expect(await idsWhere(and(rule('Id', 'gt', 23)))).toEqual([24, 25]);
    expect(await idsWhere(and(rule('Id', 'gte', 23)))).toEqual([23, 24, 25]);
    expect(await idsWhere(and(rule('Id', 'lt', 3)))).toEqual([1, 2]);
    expect(await idsWhere(and(rule('Id', 'lte', 3)))).toEqual([1, 2, 3]);
  });

  it('takes whole numbers over the whole integer range', async () => {
    expect(await countWhere(and(rule('Id', 'lte', 2_147_483_647)))).toBe(25);
    expect(await countWhere(and(rule('Id', 'gte', -2_147_483_648)))).toBe(25);
    expect(await refusal(and(rule('Id', 'gte', -2_147_483_649)))).toEqual([
      { message: '"Id" expects a whole number from -2147483648 to 2147483647.', members: ['Id'] },
    ]);
    expect(await refusal(and(rule('Id', 'equal', 1.5)))).toEqual([
      { message: '"Id" expects a whole number from -2147483648 to 2147483647.', members: ['Id'] },
    ]);
  });

  it('takes dates and times from the start of the year 1, with or without a time and a zone', async () => {
    expect(await countWhere(and(rule('CreationTime', 'gte', '0001-01-01')))).toBe(25);
    expect(await countWhere(and(rule('CreationTime', 'lt', '0001-01-01T00:00:00Z')))).toBe(0);
    expect(await countWhere(and(rule('CreationTime', 'gt', '2000-01-01T12:30')))).toBe(25);
    expect(await countWhere(and(rule('CreationTime', 'gt', '2000-01-01T12:30:15.250+01:00')))).toBe(25);
    expect(await countWhere(and(rule('CreationTime', 'gt', '9999-12-31T23:59:59Z')))).toBe(0);
  });

  it('refuses a moment past the year 9999 once in UTC, written in the year 9999 or not', async () => {
    const message = '"CreationTime" expects an ISO 8601 date or time from the year 1 to 9999.';
    for (const value of ['9999-12-31T23:59:59-14:00', '9999-12-31T12:00-12:00', '10000-01-01']) {
      expect(await refusal(and(rule('CreationTime', 'lt', value))), value).toEqual([{ message, members: ['CreationTime'] }]);
    }
    expect(await countWhere(and(rule('CreationTime', 'lt', '9999-12-31T23:59:59+14:00')))).toBe(25);
  });

  it('refuses a value that does not fit the field, saying what it expects', async () => {
    const cases: Array<[FilterRule['filterRules'][number], string]> = [
      [rule('Name', 'equal', 5), '"Name" expects text.'],
      [rule('Name', 'equal', true), '"Name" expects text.'],
      [rule('Name', 'contains', 5), '"Name" expects text.'],
      [rule('IsActive', 'equal', 'yes'), '"IsActive" expects true or false.'],
      [rule('IsActive', 'equal', 1), '"IsActive" expects true or false.'],
      [rule('Id', 'equal', '2025-01-01'), '"Id" expects a whole number from -2147483648 to 2147483647.'],
      [rule('Id', 'equal', true), '"Id" expects a whole number from -2147483648 to 2147483647.'],
      [rule('CreationTime', 'gt', ['2025-01-01']), '"CreationTime" expects an ISO 8601 date or time from the year 1 to 9999.'],
      [rule('CreationTime', 'gt', 20250101), '"CreationTime" expects an ISO 8601 date or time from the year 1 to 9999.'],
      [rule('Id', 'in', 3), '"in" on "Id" needs a list of values.'],
    ];
    for (const [leaf, message] of cases) {
      expect(await refusal(and(leaf))).toEqual([{ message, members: [(leaf as { field: string }).field] }]);
    }
  });

  it('refuses a field it does not offer and an operator that does not fit, in words', async () => {
    expect(await refusal(and(rule('PasswordHash', 'equal', 'x')))).toEqual([
      { message: 'Lists cannot be filtered by "PasswordHash".', members: ['PasswordHash'] },
    ]);
    for (const operator of ['contains', 'begins_with']) {
      expect(await refusal(and(rule('ClientId', operator, '1')))).toEqual([
        { message: `The operator "${operator}" does not apply to "ClientId".`, members: ['ClientId'] },
      ]);
    }
    for (const operator of ['gt', 'gte', 'lt', 'lte']) {
      expect(await refusal(and(rule('IsActive', operator, true)))).toEqual([
        { message: `The operator "${operator}" does not apply to "IsActive".`, members: ['IsActive'] },
      ]);
    }
  });

  it('takes a backslash literally too', async () => {
    expect(await countWhere(and(rule('Name', 'begins_with', 'Oslo')))).toBe(1);
    expect(await countWhere(and(rule('Name', 'begins_with', 'O\\slo')))).toBe(0);
    expect(await countWhere(and(rule('Name', 'contains', 'S\\ykkel')))).toBe(0);
  });

  it('nests groups 8 levels deep at most', async () => {
    expect(await idsWhere(nested(8))).toEqual([1, 2]);
    expect(await refusal(nested(9))).toEqual([
      { message: 'Filters may be nested 8 levels deep at most.', members: ['filterRule'] },
    ]);
  });

  it('takes 200 rules at most, counted over all groups', async () => {
    expect(await countWhere(and(...idAbove(200)))).toBe(25);
    const tooMany = [{ message: 'A filter may have 200 rules at most.', members: ['filterRule'] }];
    expect(await refusal(and(...idAbove(201)))).toEqual(tooMany);
    expect(await refusal(or(and(...idAbove(100)), and(...idAbove(101))))).toEqual(tooMany);
  });

  it('counts a nested group as one of the 200 rules', async () => {
    expect(await countWhere(or(and(...idAbove(99)), and(...idAbove(99))))).toBe(25);
    expect(await refusal(or(and(...idAbove(100)), and(...idAbove(99))))).toEqual([
      { message: 'A filter may have 200 rules at most.', members: ['filterRule'] },
    ]);
  });

  it('refuses a filter nested 1,000 levels deep or holding 20,000 rules, in words', async () => {
    expect(await refusal(nested(1_000))).toEqual([
      { message: 'Filters may be nested 8 levels deep at most.', members: ['filterRule'] },
    ]);
    expect(await refusal(and(...idAbove(20_000)))).toEqual([
      { message: 'A filter may have 200 rules at most.', members: ['filterRule'] },
    ]);
  });

  it('takes 100 values in an "in" at most', async () => {
    const tooMany = [{ message: 'A filter rule may list 100 values at most.', members: ['filterRule'] }];
    expect(await countWhere(and(rule('Id', 'in', idsUpTo(100))))).toBe(25);
    expect(await refusal(and(rule('Id', 'in', idsUpTo(101))))).toEqual(tooMany);
    expect(await refusal(and(rule('Id', 'in', idsUpTo(70_000))))).toEqual(tooMany);
  });

  it('takes 1000 values over all its rules at most', async () => {
    const tenFull = Array.from({ length: 10 }, () => rule('Id', 'in', idsUpTo(100)));
    expect(await countWhere(and(...tenFull))).toBe(25);
    expect(await refusal(or(and(...tenFull), rule('Id', 'in', [1])))).toEqual([
      { message: 'A filter may list 1000 values at most over all its rules.', members: ['filterRule'] },
    ]);
  });

  // Many "in" lists ANDed on one column are the slowest to plan; beyond the limits PostgreSQL took minutes.
  it('runs the largest filters the limits allow, as many rules or as long lists as they may be', async () => {
    const { rules, values, totalValues } = filterRuleLimits;
    const shapes = [
      { count: rules, length: Math.floor(totalValues / rules) },
      { count: Math.floor(totalValues / values), length: values },
    ];
    for (const { count, length } of shapes) {
      const widest = Array.from({ length: count }, () => rule('Id', 'in', idsUpTo(length)));
      // Not through idsWhere: its failure message would print the whole filter.
      const answer = await filter(and(...widest));
      expect(answer.status).toBe(200);
      // Each rule lists the ids 1 to `length`; the locations' ids run from 1 to 25.
      expect(answer.result.totalCount).toBe(Math.min(length, 25));
    }
  });
});

describe('Location/GetList sorting', () => {
  const sortedIds = async (sorting: string | undefined, maxResultCount = 5) => {
    const answer = await list({ maxResultCount, ...(sorting === undefined ? {} : { sorting }) });
    expect(answer.status, sorting).toBe(200);
    return answer.result.items.map((item) => item.id);
  };

  it('is by id without a sorting, or with one of spaces only', async () => {
    expect(await sortedIds(undefined)).toEqual([1, 2, 3, 4, 5]);
    expect(await sortedIds('   ')).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads the direction whatever its case, ascending without one', async () => {
    expect(await sortedIds('Id DESC', 3)).toEqual([25, 24, 23]);
    expect(await sortedIds('id desc', 3)).toEqual([25, 24, 23]);
    expect(await sortedIds('Id', 3)).toEqual([1, 2, 3]);
    expect(await sortedIds(' Id asc ', 3)).toEqual([1, 2, 3]);
  });

  it('breaks ties by id in the direction of the last term, so a descending list is the ascending one reversed', async () => {
    expect(await sortedIds('IsActive')).toEqual([7, 13, 17, 22, 1]);
    expect(await sortedIds('IsActive DESC')).toEqual([25, 24, 23, 21, 20]);
    expect(await sortedIds('IsActive DESC', 25)).toEqual((await sortedIds('IsActive', 25)).reverse());
    expect(await sortedIds('ClientId DESC, IsActive', 7)).toEqual([7, 22, 21, 13, 17, 12, 14]);
    expect(await sortedIds('IsActive, ClientId DESC', 4)).toEqual([22, 7, 17, 13]);
  });

  it('names the term it cannot sort by', async () => {
    const answer = await list({ sorting: 'Name, Nope DESC' });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors).toEqual([{ message: 'Lists cannot be sorted by "Nope DESC".', members: ['sorting'] }]);
  });
});

describe('location tenancy', () => {
  it("shows a client administrator only its client's locations", async () => {
    const own = await list({ maxResultCount: 1000 }, 'client');
    expect(own.result.totalCount).toBe(all.filter((location) => location.clientId === 1).length);
    expect(own.result.items.every((location) => location.clientId === 1)).toBe(true);

    const readOnly = await list({ maxResultCount: 1000 }, 'client-read');
    expect(readOnly.result.items.length).toBeGreaterThan(0);
    expect(readOnly.result.items.every((location) => location.clientId === 2)).toBe(true);
  });

  it("finds nothing of another client's, whatever the filter", async () => {
    const answer = await list({ filterRule: or(rule('ClientId', 'equal', 2), rule('ClientId', 'is_null')) }, 'client');
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ items: [], totalCount: 0 });
  });

  it('lists all locations by name, scoped the same way', async () => {
    const admin = await request(t.app, {
      method: 'GET',
      url: '/api/services/app/Location/GetListAllLocations',
      token: tokens.admin,
    });
    expect(admin.result).toHaveLength(25);
    expect(admin.result[0]).toEqual({ id: expect.any(Number), name: expect.any(String), clientId: expect.anything() });
    const names = admin.result.map((location: { name: string }) => location.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const client = await request(t.app, {
      method: 'GET',
      url: '/api/services/app/Location/GetListAllLocations',
      token: tokens.client,
    });
    expect(client.result.length).toBe(all.filter((location) => location.clientId === 1).length);
    expect(client.result.every((location: { clientId: number }) => location.clientId === 1)).toBe(true);
  });

  it('refuses support staff with 403', async () => {
    const answer = await list({}, 'support');
    expect(answer.status).toBe(403);
    expect(answer.error?.code).toBe('Auth.Forbidden');
    const summary = await request(t.app, {
      method: 'GET',
      url: '/api/services/app/Location/GetListAllLocations',
      token: tokens.support,
    });
    expect(summary.status).toBe(403);
    expect(summary.success).toBe(false);
  });

  it('needs a signed-in caller, and tells an anonymous one nothing about the body', async () => {
    const answer = await request(t.app, { method: 'POST', url: '/api/services/app/Location/GetList', body: {} });
    expect(answer.status).toBe(401);
    expect(answer.error?.code).toBe('Auth.NotSignedIn');

    const probing = await request(t.app, { method: 'POST', url: '/api/services/app/Location/GetList', body: { clientId: 2 } });
    expect(probing.status).toBe(401);
    expect(probing.error).toEqual({
      code: 'Auth.NotSignedIn',
      message: expect.any(String),
      details: null,
      validationErrors: null,
    });
  });
});

// Runs last in the file and leaves every location as the seed had it, so the lists above are undisturbed.
describe('Location/Activate', () => {
  const activate = (body: unknown, userName: string | null = 'admin') =>
    request(t.app, {
      method: 'POST',
      url: '/api/services/app/Location/Activate',
      body,
      ...(userName ? { token: tokens[userName] } : {}),
    });
  const isActive = async (id: number) => {
    const answer = await filter(and(rule('Id', 'equal', id)));
    expect(answer.result.items).toHaveLength(1);
    return answer.result.items[0]!.isActive;
  };
  const pricedActive = () =>
    all.find((location) => location.isActive && location.locationPricing !== null && location.clientId === 1)!;
  const unpriced = () => all.find((location) => location.locationPricing === null)!;

  it('has priced active, priced inactive and unpriced inactive locations in the demo seed', () => {
    expect(pricedActive()).toBeDefined();
    expect(all.some((location) => !location.isActive && location.locationPricing !== null)).toBe(true);
    const withoutPricing = all.filter((location) => location.locationPricing === null);
    expect(withoutPricing.length).toBeGreaterThan(0);
    expect(withoutPricing.every((location) => !location.isActive)).toBe(true);
  });

  it('lets the admin deactivate and re-activate a priced location, idempotently', async () => {
    const { id } = pricedActive();

    const off = await activate({ id, isActive: false });
    expect(off.status).toBe(200);
    expect(off.envelope).toMatchObject({ result: null, success: true, error: null });
    expect(await isActive(id)).toBe(false);

    expect((await activate({ id, isActive: false })).status).toBe(200);
    expect(await isActive(id)).toBe(false);

    const on = await activate({ id, isActive: true });
    expect(on.status).toBe(200);
    expect(on.result).toBeNull();
    expect(await isActive(id)).toBe(true);

    expect((await activate({ id, isActive: true })).status).toBe(200);
    expect(await isActive(id)).toBe(true);
  });

  it('activates a priced inactive location', async () => {
    const { id } = all.find((location) => !location.isActive && location.locationPricing !== null)!;
    expect((await activate({ id, isActive: true })).status).toBe(200);
    expect(await isActive(id)).toBe(true);
    expect((await activate({ id, isActive: false })).status).toBe(200);
    expect(await isActive(id)).toBe(false);
  });

  it('refuses to activate a location without pricing, which stays inactive', async () => {
    const { id } = unpriced();
    const answer = await activate({ id, isActive: true });
    expect(answer.status).toBe(400);
    expect(answer.success).toBe(false);
    expect(answer.result).toBeNull();
    expect(answer.error?.code).toBe('Location.PricingMissing');
    expect(answer.error?.message).toBe("Status didn't change. Pricing is missing.");
    expect(await isActive(id)).toBe(false);

    // Deactivating is always allowed.
    expect((await activate({ id, isActive: false })).status).toBe(200);
    expect(await isActive(id)).toBe(false);
  });

  it('refuses client administrators and support staff with 403, changing nothing', async () => {
    const own = pricedActive();
    for (const userName of ['client', 'client-read', 'support']) {
      const answer = await activate({ id: own.id, isActive: false }, userName);
      expect(answer.status, userName).toBe(403);
      expect(answer.success).toBe(false);
      expect(answer.error?.code).toBe('Auth.Forbidden');
      expect(answer.unAuthorizedRequest).toBe(false);
    }
    expect(await isActive(own.id)).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    const answer = await activate({ id: pricedActive().id, isActive: false }, null);
    expect(answer.status).toBe(401);
    expect(answer.unAuthorizedRequest).toBe(true);
    expect(await isActive(pricedActive().id)).toBe(true);
  });

  it('answers 404 for an unknown location', async () => {
    const unknownId = Math.max(...all.map((location) => location.id)) + 1000;
    for (const value of [true, false]) {
      const answer = await activate({ id: unknownId, isActive: value });
      expect(answer.status, `${value}`).toBe(404);
      expect(answer.success).toBe(false);
      expect(answer.error?.code).toBe('Request.NotFound');
      expect(answer.error?.message).toBe('There is no location with this id.');
    }
  });

  it('refuses an id beyond the id range as bad input', async () => {
    const answer = await activate({ id: 2 ** 31, isActive: true });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('Request.NotValid');
    expect(answer.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(['id']);
  });

  it('refuses a malformed body, naming the field', async () => {
    const { id } = pricedActive();
    const cases: Array<[unknown, string]> = [
      [{ id }, 'isActive'],
      [{ id, isActive: 'false' }, 'isActive'],
      [{ id, isActive: 0 }, 'isActive'],
      [{ isActive: false }, 'id'],
      [{ id: String(id), isActive: false }, 'id'],
      [{ id: 0, isActive: false }, 'id'],
      [{ id: 1.5, isActive: false }, 'id'],
      [{ id, isActive: false, name: 'x' }, 'name'],
    ];
    for (const [body, member] of cases) {
      const answer = await activate(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.success).toBe(false);
      expect(answer.error?.validationErrors?.map((error) => error.members?.[0])).toEqual([member]);
    }
    expect((await activate(undefined)).status).toBe(400);
    expect(await isActive(id)).toBe(true);
  });
});

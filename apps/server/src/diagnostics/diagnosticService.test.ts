import type { Diagnostic, DiagnosticStatistic, DoorDiagnostics, Page } from '@velo/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { insertDiagnosticTestData, testPeriod } from './diagnosticTestData.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
let ids: Awaited<ReturnType<typeof insertDiagnosticTestData>>;

beforeAll(async () => {
  for (const userName of ['admin', 'support', 'client', 'client-read'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
  ids = await insertDiagnosticTestData(t.db);
});

const call = <Result>(path: string, body: unknown, userName = 'admin') =>
  request<Result>(t.app, { method: 'POST', url: `/api/services/app/Diagnostic/${path}`, token: tokens[userName], body });

const statistic = (body: unknown, userName?: string) => call<DiagnosticStatistic>('GetDiagnosticStatistic', body, userName);
const totals = (body: unknown, userName?: string) => call<Page<DoorDiagnostics>>('GetDiagnosticInfo', body, userName);
const list = (body: unknown, userName?: string) => call<Page<Diagnostic>>('GetList', body, userName);

const rule = (field: string, operator: string, value: unknown) => ({ field, operator, value });
const and = (...filterRules: unknown[]) => ({ condition: 'and', filterRules });
const inPeriod = [rule('UsedFrom', 'gte', testPeriod.from), rule('UsedTo', 'lt', testPeriod.to)];

describe('Diagnostic/GetDiagnosticStatistic', () => {
  it("counts a door's diagnostics from `from` inclusive until `to` exclusive", async () => {
    const answer = await statistic({ ...testPeriod, doorId: ids.doors.a1 });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ successes: 2, warnings: 1, errors: 1 });
  });

  it('counts a diagnostic made at `to` once the period ends after it', async () => {
    const later = { from: testPeriod.from, to: '2035-03-11T00:00:00.001Z', doorId: ids.doors.a1 };
    expect((await statistic(later)).result).toEqual({ successes: 2, warnings: 1, errors: 2 });
  });

  it("counts a location's doors, and every door without either", async () => {
    expect((await statistic({ ...testPeriod, locationId: ids.locations.a })).result).toEqual({
      successes: 2,
      warnings: 1,
      errors: 3,
    });
    expect((await statistic({ ...testPeriod, locationId: ids.locations.b })).result).toEqual({
      successes: 3,
      warnings: 1,
      errors: 0,
    });
    expect((await statistic(testPeriod)).result).toEqual({ successes: 5, warnings: 2, errors: 3 });
  });

  it('takes a missing or null end as unbounded', async () => {
    expect((await statistic({ doorId: ids.doors.a1 })).result).toEqual({ successes: 3, warnings: 1, errors: 2 });
    expect((await statistic({ from: null, to: null, locationId: ids.locations.a })).result).toEqual({
      successes: 4,
      warnings: 1,
      errors: 4,
    });
    expect((await statistic({ from: testPeriod.from, locationId: ids.locations.a })).result).toEqual({
      successes: 3,
      warnings: 1,
      errors: 4,
    });
    expect((await statistic({ to: testPeriod.from, doorId: ids.doors.a1 })).result).toEqual({
      successes: 1,
      warnings: 0,
      errors: 0,
    });
  });

  it('answers zeros for a door without diagnostics, a door not at the location, and a `from` after `to`', async () => {
    const zeros = { successes: 0, warnings: 0, errors: 0 };
    expect((await statistic({ doorId: ids.doors.a3 })).result).toEqual(zeros);
    expect((await statistic({ doorId: ids.doors.b1, locationId: ids.locations.a })).result).toEqual(zeros);
    expect((await statistic({ from: testPeriod.to, to: testPeriod.from, doorId: ids.doors.a1 })).result).toEqual(zeros);
    expect((await statistic({ doorId: ids.doors.a1, locationId: ids.locations.a, ...testPeriod })).result).toEqual({
      successes: 2,
      warnings: 1,
      errors: 1,
    });
  });

  it('answers 400, never 500, to an instant that is not ISO with an offset or that PostgreSQL cannot hold', async () => {
    for (const body of [
      { from: 'yesterday' },
      { from: '2035-03-10' },
      { to: '2035-03-10T00:00:00' },
      { from: '0001-01-01T00:00:00+01:00' },
      { to: '9999-12-31T23:59:59-14:00' },
      { doorId: 'one' },
      { DoorId: 'one' },
      { DoorNumber: 1 },
    ]) {
      const answer = await statistic(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.error?.validationErrors?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
  });
});

describe('Diagnostic/GetDiagnosticInfo', () => {
  const a1Totals = () => ({
    id: ids.doors.a1,
    doorName: 'Diag A-01',
    locationId: ids.locations.a,
    locationName: 'Diag A location',
    successes: 2,
    warnings: 1,
    errors: 1,
  });

  it("answers a location's doors with diagnostics in the period, counted by status, highest id first", async () => {
    const answer = await totals({ filterRule: and(rule('Door.LocationId', 'equal', ids.locations.a), ...inPeriod) });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      items: [{ ...a1Totals(), id: ids.doors.a2, doorName: 'Diag A-02', successes: 0, warnings: 0, errors: 2 }, a1Totals()],
      totalCount: 2,
    });
  });

  it('counts what the operators say: `lte` takes in the diagnostic made at the end', async () => {
    const answer = await totals({
      filterRule: and(
        rule('door.locationId', 'equal', ids.locations.a),
        rule('UsedFrom', 'gte', testPeriod.from),
        rule('usedTo', 'lte', testPeriod.to),
      ),
    });
    expect(answer.result.items.find((row) => row.id === ids.doors.a1)).toMatchObject({ successes: 2, warnings: 1, errors: 2 });
  });

  it('counts every diagnostic without a period, and lists no door without any', async () => {
    const answer = await totals({ filterRule: and(rule('Door.LocationId', 'equal', ids.locations.a)) });
    expect(answer.result.items.map(({ id, successes, warnings, errors }) => [id, successes, warnings, errors])).toEqual([
      [ids.doors.a2, 1, 0, 2],
      [ids.doors.a1, 3, 1, 2],
    ]);
  });

  it('answers an empty page for a period without diagnostics', async () => {
    const answer = await totals({ filterRule: and(rule('UsedFrom', 'gte', '2036-01-01T00:00:00Z')) });
    expect(answer.result).toEqual({ items: [], totalCount: 0 });
  });

  it('pages the doors, counting them all', async () => {
    const answer = await totals({ filterRule: and(...inPeriod), maxResultCount: 2, skipCount: 1 });
    expect(answer.result.totalCount).toBe(3);
    expect(answer.result.items.map((row) => row.id)).toEqual([ids.doors.a2, ids.doors.a1]);
  });

  it('sorts by each of its columns, ties by id in the same direction', async () => {
    const { a1, a2, b1 } = ids.doors;
    const sorted = async (sorting: string) =>
      (await totals({ sorting, filterRule: and(...inPeriod) })).result.items.map((row) => row.id);
    expect(await sorted('Id ASC')).toEqual([a1, a2, b1]);
    expect(await sorted('DoorName DESC')).toEqual([b1, a2, a1]);
    expect(await sorted('LocationName DESC')).toEqual([b1, a2, a1]);
    expect(await sorted('Door.LocationId ASC')).toEqual([a1, a2, b1]);
    expect(await sorted('Successes ASC')).toEqual([a2, a1, b1]);
    expect(await sorted('Warnings DESC')).toEqual([b1, a1, a2]);
    expect(await sorted('Errors ASC')).toEqual([b1, a1, a2]);
    expect(await sorted('errors desc')).toEqual([a2, a1, b1]);
  });

  it('filters by its counts', async () => {
    const answer = await totals({ filterRule: and(...inPeriod, rule('Errors', 'gt', 0)) });
    expect(answer.result.items.map((row) => row.id)).toEqual([ids.doors.a2, ids.doors.a1]);
  });

  it('answers 400 to a period that is not a time, not at the top, or one alternative of an "or"', async () => {
    for (const filterRule of [
      and(rule('UsedFrom', 'gte', 'soon')),
      and(rule('UsedFrom', 'contains', '2035')),
      and(and(rule('UsedFrom', 'gte', testPeriod.from))),
      { condition: 'or', filterRules: [rule('UsedFrom', 'gte', testPeriod.from), rule('Errors', 'gt', 0)] },
    ]) {
      const answer = await totals({ filterRule });
      expect(answer.status, JSON.stringify(filterRule)).toBe(400);
      expect(answer.error?.validationErrors?.[0]?.members, JSON.stringify(filterRule)).toHaveLength(1);
    }
    expect((await totals({ sorting: 'UsedFrom ASC' })).status).toBe(400);
    expect((await totals({ filterRule: and(rule('Status', 'equal', 1)) })).status).toBe(400);
  });
});

describe('Diagnostic/GetList', () => {
  const a1InPeriod = () =>
    and(
      rule('DoorId', 'equal', ids.doors.a1),
      rule('CreationTime', 'gte', testPeriod.from),
      rule('CreationTime', 'lt', testPeriod.to),
    );

  it("answers a door's diagnostics in the period, highest id first, with the door's and location's names", async () => {
    const answer = await list({ filterRule: a1InPeriod() });
    expect(answer.status).toBe(200);
    const { ten, midnight, nine, eight } = ids.a1;
    expect(answer.result.totalCount).toBe(4);
    expect(answer.result.items.map((item) => item.id)).toEqual([eight, nine, midnight, ten]);
    expect(answer.result.items[3]).toEqual({
      id: ten,
      doorId: ids.doors.a1,
      doorName: 'Diag A-01',
      locationName: 'Diag A location',
      status: 2,
      diagnosticDateTime: '2035-03-10T09:59:55.000Z',
      isNewUser: true,
      creationTime: '2035-03-10T10:00:00.000Z',
    });
  });

  it('sorts by each of its fields', async () => {
    const { ten, midnight, nine, eight, before, atTo } = ids.a1;
    const sorted = async (sorting: string) =>
      (await list({ sorting, filterRule: a1InPeriod() })).result.items.map((item) => item.id);
    expect(await sorted('Id ASC')).toEqual([ten, midnight, nine, eight]);
    expect(await sorted('CreationTime ASC')).toEqual([midnight, eight, nine, ten]);
    expect(await sorted('CreationTime DESC')).toEqual([ten, nine, eight, midnight]);
    expect(await sorted('Status ASC')).toEqual([nine, eight, ten, midnight]);
    expect(await sorted('DiagnosticDateTime ASC')).toEqual([midnight, nine, eight, ten]);
    expect(await sorted('DoorId ASC')).toEqual([ten, midnight, nine, eight]);
    const all = await list({ sorting: 'CreationTime DESC', filterRule: and(rule('DoorId', 'equal', ids.doors.a1)) });
    expect(all.result.items.map((item) => item.id)).toEqual([atTo, ten, nine, eight, midnight, before]);
  });

  it('answers an empty page for a door without diagnostics', async () => {
    expect((await list({ filterRule: and(rule('DoorId', 'equal', ids.doors.a3)) })).result).toEqual({ items: [], totalCount: 0 });
  });

  it('answers 400 to a field it does not offer and a time that is not one', async () => {
    expect((await list({ filterRule: and(rule('DoorName', 'equal', 'Diag A-01')) })).status).toBe(400);
    expect((await list({ filterRule: and(rule('CreationTime', 'gte', 'today')) })).status).toBe(400);
    expect((await list({ sorting: 'Successes DESC' })).status).toBe(400);
    expect((await list({ maxResultCount: 0 })).status).toBe(400);
  });
});

describe('diagnostics', () => {
  it('are for admins only: support and client administrators are refused with 403', async () => {
    for (const userName of ['support', 'client', 'client-read']) {
      for (const [path, body] of [
        ['GetList', { filterRule: and(rule('DoorId', 'equal', ids.doors.a1)) }],
        ['GetDiagnosticInfo', {}],
        ['GetDiagnosticStatistic', { doorId: ids.doors.a1 }],
      ] as const) {
        const answer = await call(path, body, userName);
        expect(answer.status, `${path} as ${userName}`).toBe(403);
        expect(answer.error?.code).toBe('Auth.Forbidden');
      }
    }
  });
});

import type { DiagnosticStatistic, DoorDiagnostics, Page } from '@velo/api-client/contract';
import type { DiagnosticStatus } from '@velo/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnostics, doors, locations } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { splitPeriod, wholeDaysWithin } from './periodCounts.ts';

// GetDiagnosticStatistic over periods that are not UTC days, as the browser sends them: Norway's
// local midnights, 23:00 UTC in winter. The whole UTC days inside come from diagnostic_daily_counts,
// the edges from the diagnostics. No demo data is in 2037.

const t = useTestApp();
let token: string;
let ids: { l1: number; l2: number; d1: number; d2: number; d3: number };

const success: DiagnosticStatus = 2;
const warning: DiagnosticStatus = 1;
const error: DiagnosticStatus = 0;

/** From Monday 2 March 2037 until Wednesday 4 March in Oslo (UTC+1): the 1st at 23:00 UTC to the 3rd at 23:00 UTC. */
const period = { from: '2037-03-01T23:00:00.000Z', to: '2037-03-03T23:00:00.000Z' } as const;

// Each door's diagnostics: [status, creation time, inside the period?].
const d1Rows: Array<[DiagnosticStatus, string, boolean]> = [
  [success, '2037-02-28T12:00:00.000Z', false],
  [error, '2037-03-01T00:00:00.000Z', false], // the first UTC day's start, before `from`
  [error, '2037-03-01T22:59:59.999Z', false], // just before `from`
  [success, '2037-03-01T23:00:00.000Z', true], // at `from`
  [warning, '2037-03-01T23:59:59.999Z', true], // the first UTC day's last instant
  [success, '2037-03-02T00:00:00.000Z', true], // the whole day
  [success, '2037-03-02T12:00:00.000Z', true],
  [warning, '2037-03-02T23:59:59.999Z', true],
  [error, '2037-03-03T00:00:00.000Z', true], // the last UTC day's start
  [success, '2037-03-03T22:59:59.999Z', true], // just before `to`
  [warning, '2037-03-03T23:00:00.000Z', false], // at `to`
  [error, '2037-03-03T23:30:00.000Z', false], // the last UTC day, after `to`
  [success, '2037-03-04T00:00:00.000Z', false],
];
const d2Rows: Array<[DiagnosticStatus, string, boolean]> = [
  [warning, '2037-03-01T23:00:00.001Z', true],
  [error, '2037-03-02T06:00:00.000Z', true],
  [success, '2037-03-03T23:00:00.000Z', false],
];
const d3Rows: Array<[DiagnosticStatus, string, boolean]> = [
  [error, '2037-03-01T22:00:00.000Z', false],
  [success, '2037-03-02T10:00:00.000Z', true],
  [success, '2037-03-02T10:00:00.000Z', true],
];

beforeAll(async () => {
  token = (await signIn(t.app, 'admin')).accessToken;
  const [l1, l2] = await t.db
    .insert(locations)
    .values([
      { name: 'Stat L1', clientId: 1 },
      { name: 'Stat L2', clientId: 2 },
    ])
    .returning({ id: locations.id });
  const [d1, d2, d3] = await t.db
    .insert(doors)
    .values([
      { locationId: l1!.id, name: 'Stat D1' },
      { locationId: l1!.id, name: 'Stat D2' },
      { locationId: l2!.id, name: 'Stat D3' },
    ])
    .returning({ id: doors.id });
  ids = { l1: l1!.id, l2: l2!.id, d1: d1!.id, d2: d2!.id, d3: d3!.id };
  // One statement a door, and one a row for D1: the rollup adds each.
  for (const [status, creationTime] of d1Rows)
    await t.db
      .insert(diagnostics)
      .values({ doorId: ids.d1, status, creationTime: new Date(creationTime), diagnosticDateTime: new Date(creationTime) });
  for (const [doorId, rows] of [
    [ids.d2, d2Rows],
    [ids.d3, d3Rows],
  ] as const)
    await t.db.insert(diagnostics).values(
      rows.map(([status, creationTime]) => ({
        doorId,
        status,
        creationTime: new Date(creationTime),
        diagnosticDateTime: new Date(creationTime),
      })),
    );
});

const statistic = async (body: object) => {
  const answer = await request<DiagnosticStatistic>(t.app, {
    method: 'POST',
    url: '/api/services/app/Diagnostic/GetDiagnosticStatistic',
    token,
    body,
  });
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return answer.result;
};

/** The same count straight from the diagnostics. */
async function rawCount(from: string | null, to: string | null, doorIds: number[]) {
  const { rows } = (await t.db.execute(sql`
    select (count(*) filter (where status = 2))::int as "successes", (count(*) filter (where status = 1))::int as "warnings",
      (count(*) filter (where status = 0))::int as "errors"
    from diagnostics
    where door_id = any(${`{${doorIds.join(',')}}`}::int[])
      and (${from}::timestamptz is null or creation_time >= ${from}::timestamptz)
      and (${to}::timestamptz is null or creation_time < ${to}::timestamptz)`)) as unknown as { rows: DiagnosticStatistic[] };
  return rows[0];
}

describe('Diagnostic/GetDiagnosticStatistic over a period of local days', () => {
  it('counts the edges to the instant and the whole days between', async () => {
    // D1 inside: successes at `from`, on the 2nd twice and just before `to`; warnings the 1st's last
    // instant and the 2nd's; an error at the 3rd's start.
    expect(await statistic({ ...period, doorId: ids.d1 })).toEqual({ successes: 4, warnings: 2, errors: 1 });
    expect(await statistic({ ...period, doorId: ids.d2 })).toEqual({ successes: 0, warnings: 1, errors: 1 });
    expect(await statistic({ ...period, doorId: ids.d3 })).toEqual({ successes: 2, warnings: 0, errors: 0 });
  });

  it('filters by location and door', async () => {
    expect(await statistic({ ...period, locationId: ids.l1 })).toEqual({ successes: 4, warnings: 3, errors: 2 });
    expect(await statistic({ ...period, locationId: ids.l2 })).toEqual({ successes: 2, warnings: 0, errors: 0 });
    expect(await statistic({ ...period, locationId: ids.l1, doorId: ids.d2 })).toEqual({ successes: 0, warnings: 1, errors: 1 });
    expect(await statistic({ ...period, locationId: ids.l2, doorId: ids.d1 })).toEqual({ successes: 0, warnings: 0, errors: 0 });
    // Every door: no other diagnostics are in 2037.
    expect(await statistic(period)).toEqual({ successes: 6, warnings: 3, errors: 2 });
  });

  it('counts to or from an unbounded end, a period within one UTC day and one of whole UTC days', async () => {
    expect(await statistic({ from: null, to: period.to, doorId: ids.d1 })).toEqual({ successes: 5, warnings: 2, errors: 3 });
    expect(await statistic({ from: period.from, doorId: ids.d1 })).toEqual({ successes: 5, warnings: 3, errors: 2 });
    expect(await statistic({ from: period.from, to: '2037-03-01T23:30:00Z', doorId: ids.d1 })).toEqual({
      successes: 1,
      warnings: 0,
      errors: 0,
    });
    expect(await statistic({ from: '2037-03-02T00:00:00Z', to: '2037-03-03T00:00:00Z', locationId: ids.l1 })).toEqual({
      successes: 2,
      warnings: 1,
      errors: 1,
    });
    expect(await statistic({ from: period.to, to: period.from, doorId: ids.d1 })).toEqual({
      successes: 0,
      warnings: 0,
      errors: 0,
    });
  });

  it('answers as the diagnostics counted directly, for every pair of edges around the rows and midnights', async () => {
    const times = [...d1Rows, ...d2Rows].map(([, time]) => time);
    const edges = [
      null,
      ...new Set([
        ...times,
        ...times.map((time) => new Date(new Date(time).getTime() + 1).toISOString()),
        '2037-03-01T22:00:00.000Z',
        '2037-03-04T23:00:00.000Z',
      ]),
    ];
    for (const from of edges)
      for (const to of edges) {
        const expected = await rawCount(from, to, [ids.d1, ids.d2]);
        expect(await statistic({ from, to, locationId: ids.l1 }), `${from} – ${to}`).toEqual(expected);
      }
  });
});

describe('Diagnostic/GetDiagnosticInfo sorted or filtered by a count', () => {
  const totals = async (body: object) => {
    const answer = await request<Page<DoorDiagnostics>>(t.app, {
      method: 'POST',
      url: '/api/services/app/Diagnostic/GetDiagnosticInfo',
      token,
      body,
    });
    expect(answer.status, JSON.stringify(body)).toBe(200);
    return answer.result;
  };
  const rule = (field: string, operator: string, value: unknown) => ({ field, operator, value });
  const and = (...filterRules: unknown[]) => ({ condition: 'and', filterRules });

  it("counts the local days' edges to the instant", async () => {
    const answer = await totals({
      sorting: 'Successes DESC',
      filterRule: and(
        rule('Door.LocationId', 'equal', ids.l1),
        rule('UsedFrom', 'gte', period.from),
        rule('UsedTo', 'lt', period.to),
      ),
    });
    expect(answer.items.map(({ id, successes, warnings, errors }) => [id, successes, warnings, errors])).toEqual([
      [ids.d1, 4, 2, 1],
      [ids.d2, 0, 1, 1],
    ]);
  });

  it('answers as the unsorted list for every operator and pair of edges, ends unbounded too', async () => {
    const edges = [
      '2037-03-01T22:59:59.999Z',
      '2037-03-01T23:00:00.000Z',
      '2037-03-02T00:00:00.000Z',
      '2037-03-02T23:59:59.999Z',
      '2037-03-03T00:00:00.000Z',
      '2037-03-03T23:00:00.000Z',
    ];
    const lower = [[], ...edges.flatMap((edge) => [[rule('UsedFrom', 'gte', edge)], [rule('UsedFrom', 'gt', edge)]])];
    const upper = [[], ...edges.flatMap((edge) => [[rule('UsedTo', 'lt', edge)], [rule('UsedTo', 'lte', edge)]])];
    const location = rule('Door.LocationId', 'equal', ids.l1);
    for (const from of lower)
      for (const to of upper) {
        const unsorted = await totals({ sorting: 'Id ASC', filterRule: and(location, ...from, ...to) });
        const byCount = await totals({
          sorting: 'Errors DESC',
          filterRule: and(location, ...from, ...to, rule('Warnings', 'gte', 0)),
        });
        expect(
          [...byCount.items].sort((a, b) => a.id - b.id),
          JSON.stringify([from, to]),
        ).toEqual(unsorted.items);
        expect(byCount.totalCount).toBe(unsorted.totalCount);
      }
  });
});

describe('wholeDaysWithin', () => {
  const leaf = (operator: string, value: string) => ({ field: 'UsedFrom', operator, value }) as never;

  it('takes the days every instant of which passes every rule', () => {
    expect(wholeDaysWithin([leaf('gte', period.from), leaf('lt', period.to)])).toEqual({
      fromDay: '2037-03-02',
      toDay: '2037-03-03',
    });
    expect(wholeDaysWithin([leaf('gt', '2037-03-02T00:00:00Z'), leaf('lte', '2037-03-05T00:00:00Z')])).toEqual({
      fromDay: '2037-03-03',
      toDay: '2037-03-05',
    });
    expect(wholeDaysWithin([leaf('gte', '2037-03-02T00:00:00Z')])).toEqual({ fromDay: '2037-03-02', toDay: undefined });
    expect(wholeDaysWithin([])).toEqual({ fromDay: undefined, toDay: undefined });
    expect(wholeDaysWithin([leaf('gte', period.from), leaf('lt', '2037-03-02T23:00:00Z')])).toBeUndefined();
    expect(wholeDaysWithin([leaf('equal', period.from)])).toBeUndefined();
  });
});

describe('splitPeriod', () => {
  const at = (iso: string) => new Date(iso);

  it('reads the whole UTC days from the rollup and the edges from the diagnostics', () => {
    expect(splitPeriod(at(period.from), at(period.to))).toEqual({
      days: { fromDay: '2037-03-02', toDay: '2037-03-03' },
      raw: [
        { from: at(period.from), to: at('2037-03-02T00:00:00Z') },
        { from: at('2037-03-03T00:00:00Z'), to: at(period.to) },
      ],
    });
    expect(splitPeriod(at('2037-03-02T00:00:00Z'), at('2037-03-04T00:00:00Z'))).toEqual({
      days: { fromDay: '2037-03-02', toDay: '2037-03-04' },
      raw: [],
    });
    expect(splitPeriod(undefined, undefined)).toEqual({ days: { fromDay: undefined, toDay: undefined }, raw: [] });
    expect(splitPeriod(undefined, at(period.to))).toEqual({
      days: { fromDay: undefined, toDay: '2037-03-03' },
      raw: [{ from: at('2037-03-03T00:00:00Z'), to: at(period.to) }],
    });
  });

  it('reads only the diagnostics when the period holds no whole day, or would end after the year 9999', () => {
    expect(splitPeriod(at(period.from), at('2037-03-02T22:00:00Z'))).toEqual({
      raw: [{ from: at(period.from), to: at('2037-03-02T22:00:00Z') }],
    });
    expect(splitPeriod(at(period.to), at(period.from))).toEqual({ raw: [{ from: at(period.to), to: at(period.from) }] });
    expect(splitPeriod(at('9999-12-31T12:00:00Z'), undefined)).toEqual({
      raw: [{ from: at('9999-12-31T12:00:00Z'), to: undefined }],
    });
    expect(splitPeriod(at('0001-01-01T00:00:00Z'), undefined)).toEqual({
      days: { fromDay: '0001-01-01', toDay: undefined },
      raw: [],
    });
  });
});

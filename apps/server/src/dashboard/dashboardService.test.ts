import type { ChartDatum, OrderLengthEntry, Transaction } from '@velo/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { insertDashboardTestData, oslo, osloTime } from './dashboardTestData.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
let data: Awaited<ReturnType<typeof insertDashboardTestData>>;

beforeAll(async () => {
  for (const userName of ['admin', 'support', 'client', 'client-read'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
  data = await insertDashboardTestData(t.db);
});

const call = <Result>(path: string, body: unknown, userName = 'admin') =>
  request<Result>(t.app, { method: 'POST', url: `/api/services/app/Dashboard/${path}`, token: tokens[userName], body });

/** Sunday 29 March 2026 in Oslo: 23 hours, the clocks go from 02:00 to 03:00. */
const springSunday = { from: osloTime('2026-03-29T00:00', 1).toISOString(), to: osloTime('2026-03-30T00:00', 2).toISOString() };
/** Sunday 25 October 2026 in Oslo: 25 hours, 02:00 to 03:00 twice. */
const autumnSunday = { from: osloTime('2026-10-25T00:00', 2).toISOString(), to: osloTime('2026-10-26T00:00', 1).toISOString() };
/** Monday 23 to Sunday 29 March 2026, a week of 167 hours. */
const springWeek = { from: osloTime('2026-03-23T00:00', 1).toISOString(), to: osloTime('2026-03-30T00:00', 2).toISOString() };

const own = () => ({ locationId: data.ownLocation, timeZone: oslo });
const labels = (chart: ChartDatum[]) => chart.map((datum) => datum.label);
const hourLabels = (hours: number[]) => hours.map((hour) => `${String(hour).padStart(2, '0')}:00`);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('Dashboard/OrderHistoryChart', () => {
  it('charts a 23-hour day by its local hours, without the skipped 02:00', async () => {
    const answer = await call<{ chartData: ChartDatum[] }>('OrderHistoryChart', { ...springSunday, period: 0, ...own() });
    expect(answer.status).toBe(200);
    const chart = answer.result.chartData;
    expect(labels(chart)).toEqual(hourLabels([0, 1, ...range(3, 23)]));
    expect(chart.filter((datum) => datum.value > 0)).toEqual([
      { label: '00:00', value: 1 },
      { label: '01:00', value: 1 },
      { label: '03:00', value: 1 },
      { label: '23:00', value: 1 },
    ]);
  });

  it('charts a 25-hour day with its repeated 02:00 twice', async () => {
    const chart = (await call<{ chartData: ChartDatum[] }>('OrderHistoryChart', { ...autumnSunday, period: 1, ...own() })).result
      .chartData;
    expect(labels(chart)).toEqual(hourLabels([0, 1, 2, 2, ...range(3, 23)]));
    expect(chart.slice(2, 4)).toEqual([
      { label: '02:00', value: 2 },
      { label: '02:00', value: 1 },
    ]);
  });

  it('charts a week by local day, every day present', async () => {
    const chart = (await call<{ chartData: ChartDatum[] }>('OrderHistoryChart', { ...springWeek, period: 2, ...own() })).result
      .chartData;
    expect(chart).toEqual(
      ['23/03', '24/03', '25/03', '26/03', '27/03', '28/03', '29/03'].map((label, index) => ({
        label,
        value: [0, 0, 0, 0, 0, 2, 4][index],
      })),
    );
  });

  it('charts All time by month from the first month with orders to the end', async () => {
    const to = osloTime('2026-11-01T00:00', 1).toISOString();
    const chart = (await call<{ chartData: ChartDatum[] }>('OrderHistoryChart', { to, period: 6, ...own() })).result.chartData;
    expect(chart).toEqual([
      { label: 'Mar 2026', value: 8 },
      { label: 'Apr 2026', value: 0 },
      { label: 'May 2026', value: 0 },
      { label: 'Jun 2026', value: 0 },
      { label: 'Jul 2026', value: 0 },
      { label: 'Aug 2026', value: 0 },
      { label: 'Sep 2026', value: 0 },
      { label: 'Oct 2026', value: 3 },
    ]);
  });
});

describe('Dashboard/GetOrderLength and GetRevenuePerClient', () => {
  it('compares a 23-hour day with the day before', async () => {
    const answer = await call<OrderLengthEntry[]>('GetOrderLength', { ...springSunday, period: 0, ...own() });
    expect(answer.result).toEqual([
      { label: 'Average', value: 90, displayText: '1 h 30 min' },
      { label: 'PreviousAvg', value: 60, displayText: '1 h' },
      { label: 'Count', value: 4, displayText: '4' },
      { label: 'PreviousCount', value: 2, displayText: '2' },
    ]);
    const revenue = await call('GetRevenuePerClient', { ...springSunday, period: 0, ...own() });
    expect(revenue.result).toEqual({ chartData: { Total: 120.5, Previous: 60 } });
  });

  it('compares a week that loses an hour with the whole week before, from its Monday midnight', async () => {
    const answer = await call<OrderLengthEntry[]>('GetOrderLength', { ...springWeek, period: 2, ...own() });
    expect(answer.result.find((entry) => entry.label === 'Count')?.value).toBe(6);
    expect(answer.result.find((entry) => entry.label === 'PreviousCount')?.value).toBe(1);
  });
});

describe('Dashboard tenancy and input', () => {
  it('answers 404 for a client administrator asking for another client or its location, 403 for support', async () => {
    expect((await call('GetOrderLength', { ...springSunday, locationId: data.foreignLocation }, 'client')).status).toBe(404);
    expect((await call('GetOrderLength', { ...springSunday, clientId: 2 }, 'client')).status).toBe(404);
    expect((await call('GetOrderLength', { ...springSunday, locationId: data.ownLocation }, 'client')).status).toBe(200);
    expect((await call('GetOrderLength', springSunday, 'support')).status).toBe(403);
    expect((await call('GetOrderLength', { ...springSunday, locationId: 2_000_000_000 })).status).toBe(404);
  });

  it('refuses a time zone that Node or the database does not know with a 400', async () => {
    for (const timeZone of ['Mars/Olympus', '+05:00', 'x'.repeat(64)]) {
      const answer = await call('OrderHistoryChart', { ...springSunday, timeZone });
      expect(answer.status, timeZone).toBe(400);
      expect(answer.error?.validationErrors?.[0]?.members).toEqual(['timeZone']);
    }
  });
});

describe('Dashboard/GetTransactions', () => {
  it("lists the period's orders with payments, newest first, with their paid sum", async () => {
    const answer = await call<Transaction[]>('GetTransactions', { ...springSunday, ...own() });
    expect(answer.result).toEqual([
      {
        date: osloTime('2026-03-29T03:30', 2).toISOString(),
        orderId: data.orders.sundayThird,
        status: 1,
        amount: 10,
        revenue: 0,
      },
      {
        date: osloTime('2026-03-29T01:30', 1).toISOString(),
        orderId: data.orders.sundaySecond,
        status: 1,
        amount: 25,
        revenue: 20,
      },
      {
        date: osloTime('2026-03-29T00:30', 1).toISOString(),
        orderId: data.orders.sundayFirst,
        status: 1,
        amount: 100.5,
        revenue: 100.5,
      },
    ]);
  });
});

import type { ChartDatum, OrderLengthEntry, Transaction } from '@velo/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { eq } from 'drizzle-orm';
import { clients } from '../db/schema/index.ts';
import { insertDashboardTestData, insertTopLocationsTestData, june2035, oslo, osloTime } from './dashboardTestData.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
let data: Awaited<ReturnType<typeof insertDashboardTestData>>;
let top: Awaited<ReturnType<typeof insertTopLocationsTestData>>;

beforeAll(async () => {
  for (const userName of ['admin', 'support', 'client', 'client-read'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
  data = await insertDashboardTestData(t.db);
  top = await insertTopLocationsTestData(t.db);
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

  it('charts a custom range by day up to 62 days, by month beyond', async () => {
    const chart = async (from: string, to: string, period?: number) =>
      (await call<{ chartData: ChartDatum[] }>('OrderHistoryChart', { from, to, period, ...own() })).result.chartData;
    const march = osloTime('2026-03-01T00:00', 1).toISOString();
    expect(await chart(march, osloTime('2026-05-02T00:00', 2).toISOString(), 7)).toHaveLength(62);
    expect(await chart(march, osloTime('2026-05-03T00:00', 2).toISOString(), 7)).toEqual([
      { label: 'Mar 2026', value: 8 },
      { label: 'Apr 2026', value: 0 },
      { label: 'May 2026', value: 0 },
    ]);
    expect(await chart(springSunday.from, springSunday.to)).toEqual([{ label: '29/03', value: 4 }]);
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

describe('Dashboard/GetUserStructure', () => {
  it('counts customers before the end, active ones within the period, and new ones whose first order is in it', async () => {
    const day = await call<{ chartData: Record<string, number> }>('GetUserStructure', { ...springSunday, ...own() });
    expect(day.result).toEqual({ chartData: { Customers: 3, 'Active customers': 2, 'New customers': 1 } });
    expect(Object.keys(day.result.chartData)).toEqual(['Customers', 'Active customers', 'New customers']);
    const week = await call('GetUserStructure', { ...springWeek, ...own() });
    expect(week.result).toEqual({ chartData: { Customers: 3, 'Active customers': 3, 'New customers': 1 } });
    const allTime = await call('GetUserStructure', { to: autumnSunday.to, ...own() });
    expect(allTime.result).toEqual({ chartData: { Customers: 3, 'Active customers': 3, 'New customers': 3 } });
  });

  it("counts only the orders in scope: another client's customer is not one", async () => {
    const foreign = await call('GetUserStructure', { ...springSunday, locationId: data.foreignLocation, timeZone: oslo });
    expect(foreign.result).toEqual({ chartData: { Customers: 1, 'Active customers': 1, 'New customers': 1 } });
  });
});

describe('Dashboard/PeakRentalHours', () => {
  it('sums orders by local hour of the day, all 24 hours', async () => {
    const answer = await call<Array<{ dataSet: string; chartData: ChartDatum[] }>>('PeakRentalHours', {
      ...springWeek,
      ...own(),
    });
    expect(answer.result).toHaveLength(1);
    const [orders] = answer.result;
    expect(orders!.dataSet).toBe('Orders');
    expect(labels(orders!.chartData)).toEqual(range(0, 23).map((hour) => String(hour).padStart(2, '0')));
    expect(
      Object.fromEntries(orders!.chartData.filter((datum) => datum.value > 0).map((datum) => [datum.label, datum.value])),
    ).toEqual({
      '00': 1,
      '01': 1,
      '03': 1,
      '12': 2,
      '23': 1,
    });
    const autumn = (await call<Array<{ chartData: ChartDatum[] }>>('PeakRentalHours', { ...autumnSunday, ...own() })).result[0]!;
    expect(autumn.chartData.find((datum) => datum.label === '02')?.value).toBe(3);
    const utc = (
      await call<Array<{ chartData: ChartDatum[] }>>('PeakRentalHours', { ...autumnSunday, locationId: data.ownLocation })
    ).result[0]!;
    expect(utc.chartData.filter((datum) => datum.value > 0)).toEqual([
      { label: '00', value: 2 },
      { label: '01', value: 1 },
    ]);
  });
});

describe('Dashboard/GetTopLocations', () => {
  it('ranks by orders, ties by name, and keeps two locations of one name apart', async () => {
    const answer = await call<{ chartData: Record<string, number> }>('GetTopLocations', {
      ...june2035,
      clientId: 1,
      timeZone: oslo,
    });
    expect(answer.status).toBe(200);
    expect(Object.entries(answer.result.chartData)).toEqual([
      ['=HYPERLINK("http://x.test","Click, here")', 3],
      ['Dash Busy', 2],
      ['Dash Alpha', 1],
      ['Dash Twin', 1],
      [`Dash Twin (#${top.locations[4]})`, 1],
    ]);
  });
});

describe('Dashboard/csvreport', () => {
  it('writes every location in scope with its figures, the cells a spreadsheet would run neutralised', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Dashboard/csvreport',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { ...june2035, clientId: 1, timeZone: oslo },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="report_2035-06-12_2035-06-12.csv"');
    const [client] = await t.db.select({ name: clients.name }).from(clients).where(eq(clients.id, 1));
    const lines = (response.json().result as string).split('\r\n');
    expect(lines[0]).toBe('Location Id,Location,Client,Orders,Average parked duration (min),Revenue');
    expect(lines).toContain(`${top.locations[0]},"'=HYPERLINK(""http://x.test"",""Click, here"")",${client!.name},3,45.50,12.50`);
    expect(lines).toContain(`${top.locations[5]},Dash Idle,${client!.name},0,0.00,0.00`);
    expect(lines.at(-1)).toBe('');
  });

  it("names the file by the period's local days, all-time without a start", async () => {
    const fileName = async (body: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/services/app/Dashboard/csvreport',
          headers: { authorization: `Bearer ${tokens.client}` },
          payload: body,
        })
      ).headers['content-disposition'];
    expect(await fileName({ ...springWeek, timeZone: oslo })).toBe('attachment; filename="report_2026-03-23_2026-03-29.csv"');
    expect(await fileName({ to: springWeek.to, timeZone: oslo })).toBe('attachment; filename="report_all-time_2026-03-29.csv"');
    expect(await fileName({ ...springWeek, clientId: 2 })).toBeUndefined();
  });
});

describe('Dashboard/GetAllLocations', () => {
  const locationsOf = (query: string, userName: string) =>
    request<Array<{ id: number; name: string }>>(t.app, {
      method: 'GET',
      url: `/api/services/app/Dashboard/GetAllLocations${query}`,
      token: tokens[userName],
    });

  it("lists the caller's locations, or a client's; a client administrator's own only", async () => {
    const ids = async (query: string, userName: string) =>
      (await locationsOf(query, userName)).result.map((location) => location.id);
    expect(await ids('', 'admin')).toEqual(expect.arrayContaining([data.ownLocation, data.foreignLocation]));
    expect(await ids('?ClientId=2', 'admin')).toContain(data.foreignLocation);
    expect(await ids('?ClientId=2', 'admin')).not.toContain(data.ownLocation);
    expect(await ids('', 'client')).toContain(data.ownLocation);
    expect(await ids('', 'client')).not.toContain(data.foreignLocation);
    expect(await ids('?clientId=1', 'client')).toEqual(await ids('', 'client'));
    expect((await locationsOf('?ClientId=2', 'client')).status).toBe(404);
    expect((await locationsOf('?ClientId=2000000000', 'admin')).status).toBe(404);
    expect((await locationsOf('', 'support')).status).toBe(403);
  });
});

describe('Dashboard scope', () => {
  const every = [
    'OrderHistoryChart',
    'GetOrderLength',
    'GetUserStructure',
    'PeakRentalHours',
    'GetRevenuePerClient',
    'GetTransactions',
    'GetTopLocations',
    'csvreport',
  ];

  it("fixes a client administrator's dashboard to its own client", async () => {
    for (const path of every) {
      const body = { ...springSunday, period: 0, timeZone: oslo };
      const asClient = await call(path, body, 'client');
      expect(asClient.status, path).toBe(200);
      expect(asClient.result, path).toEqual((await call(path, { ...body, clientId: 1 })).result);
      expect((await call(path, { ...body, clientId: 1 }, 'client')).result, path).toEqual(asClient.result);
    }
  });

  it('answers 404 for another client, its location or a location that is not there, and 403 for support', async () => {
    for (const path of every) {
      expect((await call(path, { ...springSunday, clientId: 2 }, 'client')).status, path).toBe(404);
      expect((await call(path, { ...springSunday, locationId: data.foreignLocation }, 'client')).status, path).toBe(404);
      expect((await call(path, { ...springSunday, locationId: data.foreignLocation }, 'client-read')).status, path).toBe(200);
      expect((await call(path, { ...springSunday, locationId: data.ownLocation, clientId: 2 })).status, path).toBe(404);
      expect((await call(path, { ...springSunday, locationId: 2_000_000_000 })).status, path).toBe(404);
      expect((await call(path, { ...springSunday, clientId: 2_000_000_000 })).status, path).toBe(404);
      expect((await call(path, springSunday, 'support')).status, path).toBe(403);
    }
  });

  it('refuses a period that ends before it starts', async () => {
    const answer = await call('GetOrderLength', { from: springSunday.to, to: springSunday.from });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors?.[0]?.members).toEqual(['to']);
  });
});

describe('Dashboard All time', () => {
  it('runs to now when the period has no end, and has no previous period', async () => {
    const now = osloTime('2026-12-15T12:00', 1);
    t.clock.advanceSeconds((now.getTime() - t.clock().getTime()) / 1000);
    tokens.admin = (await signIn(t.app, 'admin')).accessToken;
    const chart = (await call<{ chartData: ChartDatum[] }>('OrderHistoryChart', { period: 6, ...own() })).result.chartData;
    expect(labels(chart)).toEqual(
      ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((month) => `${month} 2026`),
    );
    const length = (await call<OrderLengthEntry[]>('GetOrderLength', { period: 6, ...own() })).result;
    expect(length.map((entry) => entry.value)).toEqual([80, 0, 11, 0]);
    expect((await call('GetRevenuePerClient', { period: 6, ...own() })).result).toEqual({
      chartData: { Total: 180.5, Previous: 0 },
    });
    // By location, All time reads the sums kept by location: the same figures.
    expect((await call('GetTopLocations', { period: 6, ...own() })).result).toEqual({
      chartData: { 'Dashboard test location': 11 },
    });
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Dashboard/csvreport',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { period: 6, ...own() },
    });
    expect((report.json().result as string).split('\r\n')[1]).toMatch(
      new RegExp(`^${data.ownLocation},Dashboard test location,.*,11,80\\.00,180\\.50$`),
    );
  });
});

// The home dashboard's suite: every Dashboard aggregate as the home page asks for it (Europe/Oslo),
// for Today, This month and All time, over every location (admin) and over the busiest one.
import { sql } from 'drizzle-orm';
import { allTimeDashboardPeriod, defaultDashboardPeriod, type DashboardPeriod } from '@velo/domain';
import { systemClock } from '../src/clock.ts';
import { seedBulkOrders } from '../src/seed/bulkOrders.ts';
import type { BenchRequest, Suite } from './harness.ts';

const timeZone = 'Europe/Oslo';
const thisMonth = 4 satisfies DashboardPeriod;
const endpoints = {
  OrderHistoryChart: 'OrderHistoryChart',
  GetOrderLength: 'GetOrderLength',
  GetUserStructure: 'GetUserStructure',
  PeakRentalHours: 'PeakRentalHours',
  GetRevenuePerClient: 'GetRevenuePerClient',
  GetTransactions: 'GetTransactions',
  GetTopLocations: 'GetTopLocations',
  csvreport: 'csvreport',
  GetDoorsNeedingAttention: 'GetDoorsNeedingAttention',
} as const;

/** `count` orders with their payments added to the demo seed by the generator (seed/bulkOrders.ts). */
export const dashboardSuite = (count: number): Suite => ({
  name: 'dashboard',
  // A request with a location finds it first (its tenancy), then sends the aggregate; the doors that
  // need attention read their door health in two.
  maximumStatements: 3,
  // Eight connections: the home page asks for its cards at once. 54 requests: short rounds.
  run: { connections: 8, seconds: 2, rounds: 3 },
  async seed(db) {
    const written = await seedBulkOrders(db, { count, now: systemClock() });
    return `${written.orders} orders and ${written.payments} payments seeded`;
  },
  async requests(db) {
    const { rows: busiest } = (await db.execute(
      sql`select doors.location_id as "locationId" from orders join doors on doors.id = orders.door_id
        group by 1 order by count(*) desc, 1 limit 1`,
    )) as unknown as { rows: Array<{ locationId: number }> };
    // The tabs' instants as a browser in Oslo sends them: local midnights, `to` exclusive.
    const { rows: bounds } = (await db.execute(
      sql`select to_json(date_trunc('day', now(), ${timeZone})) as "today", to_json(date_trunc('day', now(), ${timeZone}) + interval '1 day') as "tomorrow",
        to_json(date_trunc('month', now(), ${timeZone})) as "month", to_json(date_trunc('month', now(), ${timeZone}) + interval '1 month') as "nextMonth"`,
    )) as unknown as { rows: Array<Record<'today' | 'tomorrow' | 'month' | 'nextMonth', string>> };
    const at = (instant: string) => new Date(instant).toISOString();
    const { today, tomorrow, month, nextMonth } = bounds[0]!;
    const periods = {
      today: { period: defaultDashboardPeriod, from: at(today), to: at(tomorrow) },
      'this month': { period: thisMonth, from: at(month), to: at(nextMonth) },
      'all time': { period: allTimeDashboardPeriod, from: null, to: null },
    };
    const scopes = { all: {}, 'a location': { locationId: busiest[0]!.locationId } };
    const requests: Record<string, BenchRequest> = {};
    for (const [endpoint, path] of Object.entries(endpoints))
      for (const [periodName, period] of Object.entries(periods))
        for (const [scopeName, scope] of Object.entries(scopes))
          requests[`${endpoint}, ${periodName}, ${scopeName}`] = {
            path: `/api/services/app/Dashboard/${path}`,
            body: { ...period, ...scope, timeZone },
          };
    return requests;
  },
});

import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  getDashboardCsvReport,
  getDashboardLocations,
  getOrderHistoryChart,
  getOrderLength,
  getPeakRentalHours,
  getRevenuePerClient,
  getTopLocations,
  getTransactions,
  getUserStructure,
  type DashboardRequest,
} from '@velo/api-client/contract';
import { formatCount, formatDuration } from '@velo/domain';
import type { ServiceOptions } from '../appContext.ts';
import type { Caller } from '../auth/caller.ts';
import { clients, locations } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { locationScope } from '../tenancy.ts';
import { csvReport, reportFileName } from './csvReport.ts';
import { dashboardRange } from './dashboardRange.ts';
import {
  customerCounts,
  doorsInScope,
  latestTransactions,
  locationReport,
  maximumChartMonths,
  orderHistory,
  peakHours,
  periodTotals,
  topLocations,
  type Totals,
} from './dashboardQueries.ts';
import { dashboardScope, noSuchClient } from './dashboardScope.ts';
import { historyUnit } from './historyUnit.ts';
import { timeZoneChecker } from './timeZones.ts';
import { rankedNames } from './rankedNames.ts';

const access = allowed('view', 'dashboard');
const round2 = (value: number) => Math.round(value * 100) / 100;
const averageMinutes = ({ parkedOrders, parkedSeconds }: Totals) => (parkedOrders ? parkedSeconds / parkedOrders / 60 : 0);

/**
 * `/api/services/app/Dashboard`: the home dashboard's aggregates (admin, and a client administrator
 * for its own client), each one statement over order_hourly_totals or an index of the orders after
 * the scope is found; the Location dropdown's choices; the period's CSV report.
 */
export const dashboardService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock } = context;
  const routes = contractRoutes(app, context.authenticate);
  const checkTimeZone = timeZoneChecker(db);

  /** The request's zone, period and locations, each checked (400 for a bad zone or period, 404 for a foreign scope). */
  const resolve = async (body: DashboardRequest, caller: Caller) => {
    const timeZone = await checkTimeZone(body.timeZone);
    const range = dashboardRange(body, timeZone, clock());
    const scope = await dashboardScope(db, caller, body);
    return { range, scope };
  };

  routes.add(getOrderHistoryChart, { access }, async ({ body, caller }) => {
    const { range, scope } = await resolve(body, caller);
    const chartData = await orderHistory(db, scope, range, historyUnit(body.period, range));
    if (chartData.length > maximumChartMonths)
      throw invalidField('from', `The period is too long to chart: at most ${formatCount(maximumChartMonths)} months.`);
    return { chartData };
  });

  routes.add(getOrderLength, { access }, async ({ body, caller }) => {
    const { range, scope } = await resolve(body, caller);
    const { current, previous } = await periodTotals(db, scope, range);
    const minutes = (totals: Totals) => {
      const value = round2(averageMinutes(totals));
      return { value, displayText: formatDuration(value) };
    };
    const count = (totals: Totals) => ({ value: totals.orders, displayText: formatCount(totals.orders) });
    return [
      { label: 'Average' as const, ...minutes(current) },
      { label: 'PreviousAvg' as const, ...minutes(previous) },
      { label: 'Count' as const, ...count(current) },
      { label: 'PreviousCount' as const, ...count(previous) },
    ];
  });

  routes.add(getUserStructure, { access }, async ({ body, caller }) => {
    const { range, scope } = await resolve(body, caller);
    const counts = await customerCounts(db, await doorsInScope(db, scope), range);
    return { chartData: { Customers: counts.customers, 'Active customers': counts.active, 'New customers': counts.new } };
  });

  routes.add(getPeakRentalHours, { access }, async ({ body, caller }) => {
    const { range, scope } = await resolve(body, caller);
    return [{ dataSet: 'Orders', chartData: await peakHours(db, scope, range) }];
  });

  routes.add(getRevenuePerClient, { access }, async ({ body, caller }) => {
    const { range, scope } = await resolve(body, caller);
    const { current, previous } = await periodTotals(db, scope, range);
    return { chartData: { Total: round2(current.revenue), Previous: round2(previous.revenue) } };
  });

  routes.add(getTransactions, { access }, async ({ body, caller }) => {
    const { range, scope } = await resolve(body, caller);
    const rows = await latestTransactions(db, await doorsInScope(db, scope), range);
    return rows.map((row) => ({
      date: new Date(row.time).toISOString(),
      orderId: row.orderId,
      status: row.status,
      amount: round2(row.amount),
      revenue: round2(row.revenue),
    }));
  });

  routes.add(getTopLocations, { access }, async ({ body, caller }) => {
    const { range, scope } = await resolve(body, caller);
    const top = await topLocations(db, scope, range);
    return { chartData: Object.fromEntries(rankedNames(top).map(({ label, orders }) => [label, orders])) };
  });

  // The dropdown's choices: the caller's locations, or a client's (a client administrator's own only).
  routes.add(getDashboardLocations, { access }, async ({ query, caller }) => {
    const clientId = query.ClientId;
    if (clientId !== undefined) {
      const [client] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.id, clientId), caller.role === 'admin' ? undefined : eq(clients.id, caller.clientId ?? 0)));
      if (!client) throw notFound(noSuchClient);
    }
    return db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(and(locationScope(caller), clientId === undefined ? undefined : eq(locations.clientId, clientId)))
      .orderBy(asc(locations.name), asc(locations.id));
  });

  // The file name travels in a header next to the CSV text the envelope holds.
  const fileNames = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', (request, reply, payload, done) => {
    const fileName = fileNames.get(request);
    if (fileName && reply.statusCode === 200) reply.header('content-disposition', `attachment; filename="${fileName}"`);
    done(null, payload);
  });

  routes.add(getDashboardCsvReport, { access }, async ({ body, caller, request }) => {
    const { range, scope } = await resolve(body, caller);
    const rows = await locationReport(db, scope, range);
    fileNames.set(request, reportFileName(range));
    return csvReport(rows);
  });
};

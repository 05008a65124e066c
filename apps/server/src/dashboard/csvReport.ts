import { csvText } from './csvCells.ts';
import type { DashboardRange } from './dashboardRange.ts';
import type { LocationReportRow } from './dashboardQueries.ts';
import { localDate } from './zonedTime.ts';

export const reportHeader = ['Location Id', 'Location', 'Client', 'Orders', 'Average parked duration (min)', 'Revenue'];

/** The period's figures by location, a header row first; minutes and money with two decimals. */
export function csvReport(rows: LocationReportRow[]): string {
  return csvText([
    reportHeader,
    ...rows.map((row) => [
      row.id,
      row.name,
      row.client ?? '',
      row.orders,
      (row.parkedOrders ? row.parkedSeconds / row.parkedOrders / 60 : 0).toFixed(2),
      row.revenue.toFixed(2),
    ]),
  ]);
}

/**
 * `report_<first day>_<last day>.csv`, the days local to the request's zone (`to` is exclusive, so the
 * last day is the one before it); `all-time` stands for a period without a start.
 */
export function reportFileName({ from, to, timeZone }: DashboardRange): string {
  const last = localDate(new Date(Math.max(to.getTime() - 1, from?.getTime() ?? -Infinity)), timeZone);
  return `report_${from ? localDate(from, timeZone) : 'all-time'}_${last}.csv`;
}

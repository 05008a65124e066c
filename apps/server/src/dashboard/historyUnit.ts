import { allTimeDashboardPeriod, historyChartMaximumDays, type DashboardPeriod } from '@velo/domain';
import type { DashboardRange } from './dashboardRange.ts';
import type { HistoryUnit } from './dashboardQueries.ts';
import { localDays } from './zonedTime.ts';

/** Today and Yesterday are charted by hour as long as the range is about a day (a 25-hour day at most, with room). */
const longestHourlyRangeMs = 48 * 3600 * 1000;

/**
 * How the history chart buckets a period: Today and Yesterday by hour, All time by month, the rest
 * (weeks, months, a custom range, or no tab) by local day up to `historyChartMaximumDays` days and by
 * month beyond, or when the period has no start.
 */
export function historyUnit(period: DashboardPeriod | null | undefined, { from, to, timeZone }: DashboardRange): HistoryUnit {
  if (period === allTimeDashboardPeriod || !from) return 'month';
  if ((period === 0 || period === 1) && to.getTime() - from.getTime() <= longestHourlyRangeMs) return 'hour';
  return localDays(from, to, timeZone) <= historyChartMaximumDays ? 'day' : 'month';
}

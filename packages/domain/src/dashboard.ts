import { enumeration, type ValueOf } from './enumeration.ts';
import { datePresetRange, type DatePreset, type DateRange } from './periods.ts';

/** The dashboard's period tabs, numbered as the dashboard keeps its period index; Today is the default. */
export const dashboardPeriod = enumeration([
  [0, 'Today'],
  [1, 'Yesterday'],
  [2, 'This week'],
  [3, 'Last week'],
  [4, 'This month'],
  [5, 'Last month'],
  [6, 'All time'],
  [7, 'Custom range'],
]);
export type DashboardPeriod = ValueOf<typeof dashboardPeriod>;

export const defaultDashboardPeriod = 0 satisfies DashboardPeriod;
export const allTimeDashboardPeriod = 6 satisfies DashboardPeriod;
export const customDashboardPeriod = 7 satisfies DashboardPeriod;

const presetOfPeriod: Record<Exclude<DashboardPeriod, typeof customDashboardPeriod>, DatePreset> = {
  0: 'today',
  1: 'yesterday',
  2: 'thisWeek',
  3: 'lastWeek',
  4: 'thisMonth',
  5: 'lastMonth',
  6: 'allTime',
};

/** The range a dashboard tab shows at `now`, in the runtime's time zone; the custom range is the one picked, so none here. */
export function dashboardPeriodRange(period: DashboardPeriod, now: Date | string): DateRange | null {
  return period === customDashboardPeriod ? null : datePresetRange(presetOfPeriod[period], now);
}

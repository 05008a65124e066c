import dayjs, { type Dayjs } from 'dayjs';
import { enumeration, type ValueOf } from './enumeration.ts';

/**
 * A period as ISO instants in UTC: `from` inclusive, at local midnight of its first day; `to` exclusive, at local
 * midnight of the day after its last, so a day that gains or loses an hour to summer time is still whole.
 * Null on a side that has no bound.
 */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export const datePreset = enumeration([
  ['allTime', 'All Time'],
  ['today', 'Today'],
  ['yesterday', 'Yesterday'],
  ['thisWeek', 'This Week'],
  ['lastWeek', 'Last Week'],
  ['last7Days', 'Last 7 Days'],
  ['thisMonth', 'This Month'],
  ['lastMonth', 'Last Month'],
]);
export type DatePreset = ValueOf<typeof datePreset>;

/** Weeks start on Monday; dayjs's own `startOf('week')` follows its locale, Sunday by default. */
function startOfWeek(day: Dayjs): Dayjs {
  const daysSinceMonday = (day.day() + 6) % 7;
  return day.startOf('day').subtract(daysSinceMonday, 'day');
}

function daysFrom(first: Dayjs, days: number): DateRange {
  return { from: first.toISOString(), to: first.add(days, 'day').toISOString() };
}

/**
 * The range a preset stands for at `now`, in the runtime's time zone (the browser's). Last 7 Days is today and
 * the six days before it.
 */
export function datePresetRange(preset: DatePreset, now: Date | string): DateRange {
  const today = dayjs(now).startOf('day');
  switch (preset) {
    case 'allTime':
      return { from: null, to: null };
    case 'today':
      return daysFrom(today, 1);
    case 'yesterday':
      return daysFrom(today.subtract(1, 'day'), 1);
    case 'thisWeek':
      return daysFrom(startOfWeek(today), 7);
    case 'lastWeek':
      return daysFrom(startOfWeek(today).subtract(7, 'day'), 7);
    case 'last7Days':
      return daysFrom(today.subtract(6, 'day'), 7);
    case 'thisMonth':
      return { from: today.startOf('month').toISOString(), to: today.startOf('month').add(1, 'month').toISOString() };
    case 'lastMonth':
      return { from: today.startOf('month').subtract(1, 'month').toISOString(), to: today.startOf('month').toISOString() };
  }
}

/** The time tabs of the diagnostics pages, numbered as the diagnostics filter keeps its `activeTab`. */
export const diagnosticsPeriod = enumeration([
  [0, 'All time'],
  [1, 'Today'],
  [2, 'This week'],
  [3, 'This month'],
  [4, 'Custom range'],
]);
export type DiagnosticsPeriod = ValueOf<typeof diagnosticsPeriod>;

export const defaultDiagnosticsPeriod = 1 satisfies DiagnosticsPeriod;
export const customDiagnosticsPeriod = 4 satisfies DiagnosticsPeriod;

const presetOfPeriod: Record<Exclude<DiagnosticsPeriod, typeof customDiagnosticsPeriod>, DatePreset> = {
  0: 'allTime',
  1: 'today',
  2: 'thisWeek',
  3: 'thisMonth',
};

/** The range a diagnostics tab shows at `now`; the custom range is the one the user picked, so it has none here. */
export function diagnosticsPeriodRange(period: DiagnosticsPeriod, now: Date | string): DateRange | null {
  return period === customDiagnosticsPeriod ? null : datePresetRange(presetOfPeriod[period], now);
}

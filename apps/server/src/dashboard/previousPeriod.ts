import { addLocalDays, instantOfWallTime, localDays, wallTime } from './zonedTime.ts';

/** The earliest instant the database holds (the year 1). */
const earliest = new Date(0).setUTCFullYear(1, 0, 1);

export interface Period {
  /** Inclusive; none for All time. */
  from?: Date;
  /** Exclusive. */
  to: Date;
}

/**
 * The period a dashboard compares with: as many local days (in `timeZone`) as `period` spans, just
 * before its start, at the same wall-clock time (Today → yesterday, This week → last week, a month of
 * 30 days → the 30 days before), so a week that loses an hour to daylight saving compares with a whole
 * week before it. All time has none.
 */
export function previousPeriod(period: Period, timeZone: string): Required<Period> | undefined {
  if (!period.from) return undefined;
  const days = localDays(period.from, period.to, timeZone);
  const start = instantOfWallTime(addLocalDays(wallTime(period.from.getTime(), timeZone), -days), timeZone);
  return { from: new Date(Math.max(start, earliest)), to: period.from };
}

import { sql, type SQL } from 'drizzle-orm';
import type { FilterRuleLeaf } from '@velo/api-client/contract';
import { diagnosticDailyCounts, diagnostics } from '../db/schema/index.ts';

const dayMs = 24 * 3600 * 1000;
/** The last day PostgreSQL's `timestamptz` and the contract's instants reach (years 1 to 9999). */
const lastDay = Date.UTC(9999, 11, 31);

const startOfUtcDay = (at: Date) => Math.floor(at.getTime() / dayMs) * dayMs;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A period `[from, to)` (either end unbounded when missing) parted for the counts: the whole UTC days
 * inside it, read from `diagnostic_daily_counts`, and the partial days at either edge, read from the
 * diagnostics themselves. The browser's periods start and end at local midnight, so in Norway each
 * edge is a day's last one or two hours in UTC.
 *
 * - `days`: the whole days, `fromDay` inclusive and `toDay` exclusive (`YYYY-MM-DD`, either missing
 *   for unbounded); absent when there are none.
 * - `raw`: the instants `[from, to)` read from the diagnostics (at most two: before the first whole
 *   day and after the last); the whole period when it holds no whole day.
 */
export interface PartedPeriod {
  days?: { fromDay?: string; toDay?: string };
  raw: Array<{ from?: Date; to?: Date }>;
}

export function splitPeriod(from: Date | undefined, to: Date | undefined): PartedPeriod {
  // The first whole day starts at `from` when it is a midnight, else at the next one; the whole days
  // end at the midnight at or before `to`.
  const firstDay = from === undefined ? undefined : startOfUtcDay(from) + (from.getTime() % dayMs === 0 ? 0 : dayMs);
  const endDay = to === undefined ? undefined : startOfUtcDay(to);
  const hasWholeDays =
    (firstDay === undefined || firstDay <= lastDay) && (firstDay === undefined || endDay === undefined || firstDay < endDay);
  if (!hasWholeDays) return { raw: [{ from, to }] };
  const raw: PartedPeriod['raw'] = [];
  if (from !== undefined && firstDay! > from.getTime()) raw.push({ from, to: new Date(firstDay!) });
  if (to !== undefined && endDay! < to.getTime()) raw.push({ from: new Date(endDay!), to });
  return {
    days: {
      fromDay: firstDay === undefined ? undefined : isoDay(firstDay),
      toDay: endDay === undefined ? undefined : isoDay(endDay),
    },
    raw,
  };
}

const joined = (conditions: Array<SQL | undefined>) => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql.empty();
};

/**
 * One statement counting the diagnostics of the period by status (`successes`, `warnings`,
 * `errors`), of the doors `doorCondition` picks (a condition on a door id, or none for every door):
 * the whole days' counts summed from the rollup (on its key for a door or a location's doors, on
 * `diagnostic_daily_counts_day` for all) and the edges' rows counted on (door_id, creation_time,
 * status) or (creation_time, status).
 */
export function periodCountsQuery(
  from: Date | undefined,
  to: Date | undefined,
  doorCondition?: (doorId: SQL) => SQL,
): SQL<{ successes: number; warnings: number; errors: number }> {
  const { days, raw } = splitPeriod(from, to);
  const parts: SQL[] = [];
  if (days) {
    const rollupDoor = sql`${diagnosticDailyCounts.doorId}`;
    parts.push(sql`select sum(${diagnosticDailyCounts.successes}) as "successes", sum(${diagnosticDailyCounts.warnings}) as "warnings",
      sum(${diagnosticDailyCounts.errors}) as "errors"
      from ${diagnosticDailyCounts} ${joined([
        days.fromDay === undefined ? undefined : sql`${diagnosticDailyCounts.day} >= ${days.fromDay}::date`,
        days.toDay === undefined ? undefined : sql`${diagnosticDailyCounts.day} < ${days.toDay}::date`,
        doorCondition?.(rollupDoor),
      ])}`);
  }
  const counted = (status: number) => sql`count(*) filter (where ${diagnostics.status} = ${sql.raw(String(status))})`;
  for (const edge of raw)
    parts.push(sql`select ${counted(2)} as "successes", ${counted(1)} as "warnings", ${counted(0)} as "errors"
      from ${diagnostics} ${joined([
        edge.from === undefined ? undefined : sql`${diagnostics.creationTime} >= ${edge.from.toISOString()}::timestamptz`,
        edge.to === undefined ? undefined : sql`${diagnostics.creationTime} < ${edge.to.toISOString()}::timestamptz`,
        doorCondition?.(sql`${diagnostics.doorId}`),
      ])}`);
  return sql`select coalesce(sum("successes"), 0)::int as "successes", coalesce(sum("warnings"), 0)::int as "warnings",
    coalesce(sum("errors"), 0)::int as "errors"
    from (${sql.join(parts, sql` union all `)}) as "parts"`;
}

/** Whole UTC days, `fromDay` inclusive and `toDay` exclusive (`YYYY-MM-DD`), either missing for unbounded. */
export interface WholeDays {
  fromDay?: string;
  toDay?: string;
}

/**
 * The whole UTC days inside a period given as `gte`, `gt`, `lt` and `lte` rules on the creation
 * time (GetDiagnosticInfo's `UsedFrom` and `UsedTo`, already checked by `filterCondition`, whose
 * `new Date` reading of the values this repeats). A day is whole when every instant of it passes
 * every rule: it starts at or after a `gte` bound, after a `gt` bound, and ends at or before a
 * `lt` or `lte` bound. Undefined when a rule is of another kind or no day is whole.
 */
export function wholeDaysWithin(rules: FilterRuleLeaf[]): WholeDays | undefined {
  let firstDay: number | undefined;
  let endDay: number | undefined;
  for (const { operator, value } of rules) {
    if (typeof value !== 'string') return undefined;
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) return undefined;
    const day = startOfUtcDay(at);
    let first: number | undefined;
    let end: number | undefined;
    if (operator === 'gte') first = day + (at.getTime() === day ? 0 : dayMs);
    else if (operator === 'gt') first = day + dayMs;
    else if (operator === 'lt' || operator === 'lte') end = day;
    else return undefined;
    if (first !== undefined) firstDay = firstDay === undefined ? first : Math.max(firstDay, first);
    if (end !== undefined) endDay = endDay === undefined ? end : Math.min(endDay, end);
  }
  if (firstDay !== undefined && (firstDay > lastDay || (endDay !== undefined && firstDay >= endDay))) return undefined;
  return {
    fromDay: firstDay === undefined ? undefined : isoDay(firstDay),
    toDay: endDay === undefined ? undefined : isoDay(endDay),
  };
}

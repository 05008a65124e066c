import type { DashboardRequest } from '@velo/api-client/contract';
import { invalidField } from '../http/errors.ts';
import { previousPeriod, type Period } from './previousPeriod.ts';

/** A dashboard request's period in instants, its zone, and the period it compares with. */
export interface DashboardRange extends Period {
  timeZone: string;
  /** The period just before, as long in local days; none for All time. */
  previous?: Required<Period>;
  /** Neither bound was asked for: every order, whenever made (All time). */
  isEverything: boolean;
}

/**
 * An instant of the period. The contract has checked its form; the moment, once in UTC, must also fall
 * in the years 1 to 9999, which PostgreSQL can hold.
 */
function instant(field: 'from' | 'to', value: string | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const at = new Date(value);
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < 1 || year > 9999)
    throw invalidField(field, `"${field}" expects an ISO 8601 time from the year 1 to 9999.`);
  return at;
}

/** The request's period (`to` now when open, or `from` if that is later), checked: `to` may not come before `from`. */
export function dashboardRange(body: Pick<DashboardRequest, 'from' | 'to'>, timeZone: string, now: Date): DashboardRange {
  const from = instant('from', body.from);
  const to = instant('to', body.to) ?? (from && from > now ? from : now);
  if (from && to < from) throw invalidField('to', '"to" may not come before "from".');
  const period = { from, to };
  const isEverything = body.from == null && body.to == null;
  return { ...period, timeZone, previous: previousPeriod(period, timeZone), isEverything };
}

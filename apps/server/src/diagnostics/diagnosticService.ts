import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getDiagnosticInfo, getDiagnosticList, getDiagnosticStatistic } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { doors } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { invalidField } from '../http/errors.ts';
import { listPage } from '../lists/listPage.ts';
import { diagnosticDto, diagnosticListSource, doorDiagnosticsDto } from './diagnosticDtos.ts';
import { diagnosticListFieldSet, doorTotalsFieldSet, periodFieldSet } from './diagnosticListFields.ts';
import { doorTotalsPage } from './doorTotals.ts';
import { periodCountsQuery } from './periodCounts.ts';

/**
 * An instant of the statistic's period. The contract has checked its form; the moment, once in UTC,
 * must also fall in the years 1 to 9999, which PostgreSQL can hold (`0001-01-01T00:00:00+01:00` is
 * in the year 0).
 */
function instant(field: 'from' | 'to', value: string | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const at = new Date(value);
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < 1 || year > 9999)
    throw invalidField(field, `"${field}" expects an ISO 8601 time from the year 1 to 9999.`);
  return at;
}

/**
 * `/api/services/app/Diagnostic`: a door's diagnostics, the doors' totals within a period and the
 * diagnostics of a period counted by status. Admin only (their declared access): no tenancy applies.
 */
export const diagnosticService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getDiagnosticList, { access: allowed('view', 'doorDiagnostics') }, async ({ body }) => {
    const page = await listPage(db, diagnosticListSource, { scope: undefined, fields: diagnosticListFieldSet, request: body });
    return { ...page, items: page.items.map(diagnosticDto) };
  });

  routes.add(getDiagnosticInfo, { access: allowed('list', 'diagnostic') }, async ({ body }) => {
    const page = await doorTotalsPage(db, { request: body, rowFields: doorTotalsFieldSet, periodFields: periodFieldSet });
    return { ...page, items: page.items.map(doorDiagnosticsDto) };
  });

  // From `from` (inclusive) until `to` (exclusive): the browser's periods end at the next midnight.
  // The whole UTC days from diagnostic_daily_counts, the partial days at either edge from the
  // diagnostics (see periodCounts.ts); a location's doors are found on doors_location_id.
  routes.add(getDiagnosticStatistic, { access: allowed('view', 'diagnostic') }, async ({ body }) => {
    const from = instant('from', body.from);
    const to = instant('to', body.to);
    const { doorId, locationId } = body;
    const doorCondition =
      doorId == null && locationId == null
        ? undefined
        : (door: SQL) =>
            and(
              doorId == null ? undefined : sql`${door} = ${doorId}`,
              locationId == null
                ? undefined
                : sql`${door} in (select ${doors.id} from ${doors} where ${eq(doors.locationId, locationId)})`,
            )!;
    const { rows } = (await db.execute(periodCountsQuery(from, to, doorCondition))) as unknown as {
      rows: Array<{ successes: number; warnings: number; errors: number }>;
    };
    const [statistic] = rows;
    return statistic ?? { successes: 0, warnings: 0, errors: 0 };
  });
};

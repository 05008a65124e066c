import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getDiagnosticInfo, getDiagnosticList, getDiagnosticStatistic } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { diagnostics, doors } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { invalidField } from '../http/errors.ts';
import { listPage } from '../lists/listPage.ts';
import { diagnosticDto, diagnosticListSource, doorDiagnosticsDto } from './diagnosticDtos.ts';
import { diagnosticListFieldSet, doorTotalsFieldSet, periodFieldSet } from './diagnosticListFields.ts';
import { doorTotalsPage } from './doorTotals.ts';

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

const counted = (status: number) =>
  sql<number>`(count(*) filter (where ${diagnostics.status} = ${sql.raw(String(status))}))::int`;

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
  // A door's or a location's on (door_id, creation_time, status), all doors' on (creation_time, status).
  routes.add(getDiagnosticStatistic, { access: allowed('view', 'diagnostic') }, async ({ body }) => {
    const from = instant('from', body.from);
    const to = instant('to', body.to);
    const conditions: Array<SQL | undefined> = [
      from && gte(diagnostics.creationTime, from),
      to && lt(diagnostics.creationTime, to),
      body.doorId == null ? undefined : eq(diagnostics.doorId, body.doorId),
      body.locationId == null
        ? undefined
        : sql`${diagnostics.doorId} in (select ${doors.id} from ${doors} where ${eq(doors.locationId, body.locationId)})`,
    ];
    const [statistic] = await db
      .select({ successes: counted(2), warnings: counted(1), errors: counted(0) })
      .from(diagnostics)
      .where(and(...conditions));
    return statistic ?? { successes: 0, warnings: 0, errors: 0 };
  });
};

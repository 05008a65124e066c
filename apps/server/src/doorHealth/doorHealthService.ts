import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getDoorsNeedingAttention } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { dashboardRange } from '../dashboard/dashboardRange.ts';
import { dashboardScope } from '../dashboard/dashboardScope.ts';
import { doors } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { doorsNeedingAttention } from './doorsNeedingAttention.ts';

/**
 * `Dashboard/GetDoorsNeedingAttention`: the home's door health, for an admin (every door, or a
 * client's or location's) and a client administrator (its own client's doors), scoped as every
 * dashboard call is (a foreign client or location is a 404). Nothing is bucketed by day, so the
 * request's zone plays no part: the period is read in UTC.
 */
export const doorHealthService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getDoorsNeedingAttention, { access: allowed('view', 'dashboard') }, async ({ body, caller }) => {
    const now = clock();
    const { from, to } = dashboardRange(body, 'UTC', now);
    const locations = await dashboardScope(db, caller, body);
    return doorsNeedingAttention(db, { scope: locations(sql`${doors.locationId}`), from, to, now });
  });
};

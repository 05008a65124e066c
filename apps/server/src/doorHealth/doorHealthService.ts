import type { FastifyPluginAsync } from 'fastify';
import { getDoorsNeedingAttention } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { dashboardDoorScope, periodBound } from './dashboardDoorScope.ts';
import { doorsNeedingAttention } from './doorsNeedingAttention.ts';

/**
 * `Dashboard/GetDoorsNeedingAttention`: the home's door health, for an admin (every door, or a
 * client's or location's) and a client administrator (its own client's doors).
 */
export const doorHealthService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getDoorsNeedingAttention, { access: allowed('view', 'dashboard') }, async ({ body, caller }) => {
    const from = periodBound('from', body.from);
    const to = periodBound('to', body.to);
    const scope = await dashboardDoorScope(db, caller, body);
    return doorsNeedingAttention(db, { scope, from, to, now: clock() });
  });
};

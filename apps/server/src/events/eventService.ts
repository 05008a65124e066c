import type { FastifyPluginAsync } from 'fastify';
import { getDoorEvents, getLocationEvents } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { readDoorEvents, readLocationEvents } from './eventPages.ts';

/**
 * The Events screen's two tables (`Dashboard/GetEvents`, `Dashboard/GetLocationEvents`): the audited
 * changes of doors and locations. Admin and support only, who both see every tenant's events, so
 * there is no tenancy condition to apply.
 */
export const eventService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getDoorEvents, { access: allowed('list', 'event') }, ({ body }) => readDoorEvents(db, body));
  routes.add(getLocationEvents, { access: allowed('list', 'event') }, ({ body }) => readLocationEvents(db, body));
};

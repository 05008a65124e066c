import { and, asc, count } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getListAllLocations, getLocationList } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { locations } from '../db/schema.ts';
import { contractRoutes } from '../http/route.ts';
import { filterCondition } from '../lists/filter.ts';
import { orderBy } from '../lists/sorting.ts';
import { locationDtos } from '../locations/locationDtos.ts';
import { locationListFields } from '../locations/locationListFields.ts';
import { locationScope } from '../tenancy.ts';

/** `/api/services/app/Location`: the locations list and the short list of all locations. */
export const locationService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock } = context;
  const routes = contractRoutes(app, context.authenticate);
  const fields = locationListFields(db);

  routes.signedIn(getLocationList, async ({ body }, caller) => {
    const where = and(locationScope(caller), filterCondition(body.filterRule, fields));
    const order = orderBy(body.sorting, fields, locations.id);
    const [counted] = await db.select({ total: count() }).from(locations).where(where);
    const rows = await db
      .select()
      .from(locations)
      .where(where)
      .orderBy(...order)
      .limit(body.maxResultCount)
      .offset(body.skipCount);
    return { items: await locationDtos(db, rows, clock()), totalCount: counted?.total ?? 0 };
  });

  routes.signedIn(getListAllLocations, async (_input, caller) =>
    db
      .select({ id: locations.id, name: locations.name, clientId: locations.clientId })
      .from(locations)
      .where(locationScope(caller))
      .orderBy(asc(locations.name), asc(locations.id)),
  );
};

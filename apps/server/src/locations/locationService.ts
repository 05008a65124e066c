import { and, asc, count, eq, exists } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { activateLocation, getListAllLocations, getLocationList } from '@velo/api-client/contract';
import { errorMessages } from '@velo/domain';
import type { ServiceOptions } from '../appContext.ts';
import { locationPricing, locations } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { contractRoutes } from '../http/route.ts';
import { filterCondition } from '../lists/filter.ts';
import { orderBy } from '../lists/sorting.ts';
import { locationDtos } from './locationDtos.ts';
import { locationListFields } from './locationListFields.ts';
import { ensureAllowed, locationScope } from '../tenancy.ts';

/** `/api/services/app/Location`: the locations list, the short list of all locations, and the active switch. */
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

  // Admin only (part 1 §6). Activating needs pricing (DECISIONS §5); the check and the change are
  // one statement, so a location never turns active without pricing. Deactivating always works.
  routes.signedIn(activateLocation, async ({ body }, caller) => {
    ensureAllowed(caller, 'edit', 'location');
    const priced = exists(db.select({ locationId: locationPricing.locationId }).from(locationPricing).where(eq(locationPricing.locationId, locations.id)));
    const [changed] = await db
      .update(locations)
      .set({ isActive: body.isActive })
      .where(and(eq(locations.id, body.id), body.isActive ? priced : undefined))
      .returning({ id: locations.id });
    if (changed) return null;
    const [found] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, body.id));
    if (!found) throw notFound('There is no location with this id.');
    throw badRequest(errorMessages['Location.PricingMissing']);
  });
};

import { and, asc, eq, exists } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { activateLocation, getListAllLocations, getLocationList } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { locationPricing, locations } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { listPage } from '../lists/listPage.ts';
import { locationScope } from '../tenancy.ts';
import { locationDto } from './locationDtos.ts';
import { locationListSource } from './locationList.ts';
import { locationListFieldSet } from './locationListFields.ts';

const noSuchLocation = 'There is no location with this id.';

/** `/api/services/app/Location`: the locations list, the short list of all locations, and the active switch. */
export const locationService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock } = context;
  const routes = contractRoutes(app, context.authenticate);
  const fields = locationListFieldSet(db);

  routes.add(getLocationList, { access: allowed('list', 'location') }, async ({ body, caller }) => {
    const page = await listPage(db, locationListSource, { scope: locationScope(caller), fields, request: body });
    const now = clock();
    return { items: page.items.map((location) => locationDto(location, now)), totalCount: page.totalCount };
  });

  routes.add(getListAllLocations, { access: allowed('list', 'location') }, async ({ caller }) =>
    db
      .select({ id: locations.id, name: locations.name, clientId: locations.clientId })
      .from(locations)
      .where(locationScope(caller))
      .orderBy(asc(locations.name), asc(locations.id)),
  );

  // Activating needs pricing; the check and the change are one statement, so a location never turns
  // active without pricing. Deactivating always works.
  routes.add(activateLocation, { access: allowed('activate', 'location') }, async ({ body, caller }) => {
    const scope = locationScope(caller);
    const priced = exists(
      db
        .select({ locationId: locationPricing.locationId })
        .from(locationPricing)
        .where(eq(locationPricing.locationId, locations.id)),
    );
    const [changed] = await db
      .update(locations)
      .set({ isActive: body.isActive })
      .where(and(scope, eq(locations.id, body.id), body.isActive ? priced : undefined))
      .returning({ id: locations.id });
    if (changed) return null;
    const [found] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(scope, eq(locations.id, body.id)));
    if (!found) throw notFound(noSuchLocation);
    throw badRequest('Location.PricingMissing');
  });
};

import { and, asc, eq, exists } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  activateLocation,
  getListAllLocations,
  getLocation,
  getLocationInviteCode,
  getLocationList,
  saveLocationPrice,
  sendSubscriptionLink,
  setLocationMaintenance,
} from '@velo/api-client/contract';
import { inviteRoute } from '@velo/domain';
import type { ServiceOptions } from '../appContext.ts';
import { locationPricing, locations } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { listItems, listPage } from '../lists/listPage.ts';
import { locationScope } from '../tenancy.ts';
import { ensureInviteCode } from './inviteCodes.ts';
import { locationDto, maintenanceDto } from './locationDtos.ts';
import { locationListSource } from './locationList.ts';
import { locationListFieldSet } from './locationListFields.ts';

const noSuchLocation = 'There is no location with this id.';

/**
 * `/api/services/app/Location`: the locations list, the short list of all locations, one location,
 * the active switch, pricing, maintenance and the invite.
 */
export const locationService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock, messages, config } = context;
  const routes = contractRoutes(app, context.authenticate);
  const fields = locationListFieldSet(db);

  routes.add(getLocationList, { access: allowed('list', 'location') }, async ({ body, caller }) => {
    const page = await listPage(db, locationListSource, { scope: locationScope(caller), fields, request: body });
    const now = clock();
    return { items: page.items.map((location) => locationDto(location, now)), totalCount: page.totalCount };
  });

  // One location, read by the list's own statement narrowed to its id: the same columns, doors and pricing.
  routes.add(getLocation, { access: allowed('view', 'location') }, async ({ query, caller }) => {
    const [found] = await listItems(db, locationListSource, and(locationScope(caller), eq(locations.id, query.id)));
    if (!found) throw notFound(noSuchLocation);
    return locationDto(found, clock());
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

  // Made or replaced; the location is held (key share) until then, so it cannot go away in between.
  routes.add(saveLocationPrice, { access: allowed('edit', 'locationPricing') }, async ({ body, caller }) => {
    const { locationId, DefaultSubscriptionPrice: defaultSubscriptionPrice, ...pricing } = body;
    const stored = { ...pricing, defaultSubscriptionPrice };
    return db.transaction(async (tx) => {
      const [location] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(locationScope(caller), eq(locations.id, locationId)))
        .for('key share');
      if (!location) throw notFound(noSuchLocation);
      const [saved] = await tx
        .insert(locationPricing)
        .values({ locationId, ...stored })
        .onConflictDoUpdate({ target: locationPricing.locationId, set: stored })
        .returning();
      const { locationId: _saved, ...answer } = saved!;
      return answer;
    });
  });

  // No start means now, unless there is no end either: then the window is cleared (Finish, Cancel).
  routes.add(setLocationMaintenance, { access: allowed('edit', 'locationMaintenance') }, async ({ body, caller }) => {
    const now = clock();
    const end = body.maintenanceEndingTime ? new Date(body.maintenanceEndingTime) : null;
    const start = body.maintenanceStartTime ? new Date(body.maintenanceStartTime) : end && now;
    if (start && end && start > end) throw badRequest('Location.MaintenanceStartAfterEnd');
    const [changed] = await db
      .update(locations)
      .set({ maintenanceStartTime: start, maintenanceEndingTime: end })
      .where(and(locationScope(caller), eq(locations.id, body.locationId)))
      .returning({
        id: locations.id,
        maintenanceStartTime: locations.maintenanceStartTime,
        maintenanceEndingTime: locations.maintenanceEndingTime,
      });
    if (!changed) throw notFound(noSuchLocation);
    return maintenanceDto(changed, now);
  });

  routes.add(getLocationInviteCode, { access: allowed('view', 'locationInvite') }, async ({ query, caller }) => {
    const invited = await ensureInviteCode(db, locationScope(caller), query.locationId);
    if (!invited) throw notFound(noSuchLocation);
    return invited.inviteCode;
  });

  // The link opens the console's invite route; its code is made first when the location had none.
  routes.add(sendSubscriptionLink, { access: allowed('create', 'locationInvite') }, async ({ body, caller }) => {
    const invited = await ensureInviteCode(db, locationScope(caller), body.locationId);
    if (!invited) throw notFound(noSuchLocation);
    const link = `${config.publicUrl}/${inviteRoute(invited.inviteCode)}`;
    await messages.send({ channel: 'sms', to: body.userPhone, subject: null, text: `Join ${invited.name} on Velo: ${link}` });
    return { doorName: null, result: 'Sent' };
  });
};

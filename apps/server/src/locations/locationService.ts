import { and, asc, eq } from 'drizzle-orm';
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
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { locationPricing, locations } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { listItems, listPage, mapPage } from '../lists/listPage.ts';
import { locationScope } from '../tenancy.ts';
import { addAccessControlRoutes } from './accessControl.ts';
import { ensureInviteCode } from './inviteCodes.ts';
import { addLocationDetailsRoutes } from './locationDetails.ts';
import { addLocationDoorRoutes } from './locationDoors.ts';
import { locationDto, maintenanceDto } from './locationDtos.ts';
import { locationListSource } from './locationList.ts';
import { locationListFieldSet } from './locationListFields.ts';
import { lockLocationForSave, noSuchLocation, recordLocationChange, requirePricingToActivate } from './locationSaves.ts';

/**
 * `/api/services/app/Location`: the locations list, the short list of all locations, one location,
 * the active switch, pricing, maintenance and the invite; the Details, Access Control and Doors tabs
 * in their own files. Every save draws a new concurrency stamp.
 */
export const locationService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock, messages, config } = context;
  const routes = contractRoutes(app, context.authenticate);
  const fields = locationListFieldSet(db);

  routes.add(getLocationList, { access: allowed('list', 'location') }, async ({ body, caller }) => {
    const page = await listPage(db, locationListSource, { scope: locationScope(caller), fields, request: body });
    const now = clock();
    return mapPage(page, (location) => locationDto(location, now));
  });

  // One location, read by the list's own statement narrowed to its id: the same columns, doors and pricing.
  routes.add(getLocation, { access: allowed('view', 'location') }, async ({ query, caller }) => {
    const [found] = await listItems(db, locationListSource, and(locationScope(caller), eq(locations.id, query.id)));
    if (!found) throw notFound(noSuchLocation);
    return locationDto(found, clock());
  });

  addLocationDetailsRoutes(routes, context);
  addAccessControlRoutes(routes, context);
  addLocationDoorRoutes(routes, context);

  // The location selector's list: every location the caller may see (the selector asks for up to a
  // million), in one statement.
  routes.add(getListAllLocations, { access: allowed('list', 'location') }, async ({ caller }) =>
    db
      .select({ id: locations.id, name: locations.name, clientId: locations.clientId })
      .from(locations)
      .where(locationScope(caller))
      .orderBy(asc(locations.name), asc(locations.id)),
  );

  // Activating needs pricing; the location is locked from the check to the change, and pricing is
  // saved under the same lock, so a location never turns active without pricing. Deactivating always works.
  routes.add(activateLocation, { access: allowed('activate', 'location') }, ({ body, caller }) =>
    db.transaction(async (tx) => {
      const before = await lockLocationForSave(tx, locationScope(caller), body.id);
      await requirePricingToActivate(tx, body.id, body.isActive);
      await tx
        .update(locations)
        .set({ isActive: body.isActive, concurrencyStamp: newConcurrencyStamp })
        .where(eq(locations.id, body.id));
      await recordLocationChange(tx, caller, clock(), body.id, before, { ...before, isActive: body.isActive });
      return null;
    }),
  );

  // Made or replaced under the location's lock (its new stamp written first), so it cannot go away in
  // between, nor be activated on pricing not yet there.
  routes.add(saveLocationPrice, { access: allowed('edit', 'locationPricing') }, async ({ body, caller }) => {
    const { locationId, DefaultSubscriptionPrice: defaultSubscriptionPrice, ...pricing } = body;
    const stored = { ...pricing, defaultSubscriptionPrice };
    return db.transaction(async (tx) => {
      const [location] = await tx
        .update(locations)
        .set({ concurrencyStamp: newConcurrencyStamp })
        .where(and(locationScope(caller), eq(locations.id, locationId)))
        .returning({ id: locations.id });
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

  // Both times sent as null clear the window (Finish, Cancel). Otherwise a start not given is now (Start immediately)
  // and an end not given is none: in maintenance until finished.
  routes.add(setLocationMaintenance, { access: allowed('edit', 'locationMaintenance') }, async ({ body, caller }) => {
    const now = clock();
    const clears = body.maintenanceStartTime === null && body.maintenanceEndingTime === null;
    const end = body.maintenanceEndingTime ? new Date(body.maintenanceEndingTime) : null;
    const start = body.maintenanceStartTime ? new Date(body.maintenanceStartTime) : clears ? null : now;
    if (start && end && start > end) throw badRequest('Location.MaintenanceStartAfterEnd');
    const [changed] = await db
      .update(locations)
      .set({ maintenanceStartTime: start, maintenanceEndingTime: end, concurrencyStamp: newConcurrencyStamp })
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

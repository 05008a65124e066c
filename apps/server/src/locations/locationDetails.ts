import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { createLocation, deleteLocation, updateLocation, type locationDetails } from '@velo/api-client/contract';
import { defaultOpeningHours } from '@velo/domain';
import type { AppContext } from '../appContext.ts';
import type { Db } from '../db/database.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { countries, doors, locations, orders } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import type { ContractRoutes } from '../http/contractRoutes.ts';
import { badRequest } from '../http/errors.ts';
import { locationScope } from '../tenancy.ts';
import { lockLocationForSave, readLocation } from './locationSaves.ts';

type Details = z.output<typeof locationDetails>;

/** The Details tab's fields as stored: a field left out is null, since a save replaces them all. */
const storedDetails = (details: Details) => ({
  name: details.name,
  description: details.description ?? null,
  locationType: details.locationType,
  countryId: details.countryId,
  street: details.street ?? null,
  municipality: details.municipality ?? null,
  postCode: details.postCode ?? null,
  postName: details.postName ?? null,
  latitude: details.latitude ?? null,
  longitude: details.longitude ?? null,
  siteOutcall: details.siteOutcall ?? null,
  siteOutcallNumber: details.siteOutcallNumber ?? null,
});

// Countries are reference data the migrations write and nothing deletes: a check before the write holds.
async function requireCountry(tx: Db, countryId: number) {
  const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!country) throw badRequest('Location.CountryNotFound');
}

/** Location/Create, Update (the Details tab) and Delete: the admin's. */
export function addLocationDetailsRoutes(routes: ContractRoutes, { db, clock }: AppContext) {
  routes.add(createLocation, { access: allowed('create', 'location') }, ({ body, caller }) =>
    db.transaction(async (tx) => {
      await requireCountry(tx, body.countryId);
      const [made] = await tx
        .insert(locations)
        .values({
          ...storedDetails(body),
          isActive: false,
          isPublic: true,
          accessControlType: 0,
          clientId: null,
          allDay: false,
          ...defaultOpeningHours,
        })
        .returning({ id: locations.id });
      return readLocation(tx, locationScope(caller), made!.id, clock());
    }),
  );

  routes.add(updateLocation, { access: allowed('edit', 'location') }, ({ body, caller }) =>
    db.transaction(async (tx) => {
      const scope = locationScope(caller);
      await lockLocationForSave(tx, scope, body.id, body.concurrencyStamp);
      await requireCountry(tx, body.countryId);
      await tx
        .update(locations)
        .set({ ...storedDetails(body), concurrencyStamp: newConcurrencyStamp })
        .where(eq(locations.id, body.id));
      return readLocation(tx, scope, body.id, clock());
    }),
  );

  // Its doors (and their events), pricing and admitted groups go with it; its audit stays. A location
  // with orders stays: they are the record of what its users paid.
  routes.add(deleteLocation, { access: allowed('delete', 'location') }, async ({ query, caller }) =>
    db.transaction(async (tx) => {
      await lockLocationForSave(tx, locationScope(caller), query.id);
      const [ordered] = await tx
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(doors, eq(doors.id, orders.doorId))
        .where(eq(doors.locationId, query.id))
        .limit(1);
      if (ordered) throw badRequest('Location.HasOrders');
      await tx.delete(locations).where(eq(locations.id, query.id));
      return null;
    }),
  );
}

import { and, eq, type SQL } from 'drizzle-orm';
import type { Location } from '@velo/api-client/contract';
import { recordEntityUpdate } from '../audit/entityChanges.ts';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { locationPricing, locations } from '../db/schema/index.ts';
import { listItems } from '../lists/listPage.ts';
import { badRequest, notFound, staleRecord } from '../http/errors.ts';
import { locationDto } from './locationDtos.ts';
import { locationListSource } from './locationList.ts';

export const noSuchLocation = 'There is no location with this id.';

/** A location as a save reads it before writing: its audited properties and its version. */
export type LocationBeforeSave = Pick<
  typeof locations.$inferSelect,
  'id' | 'isActive' | 'accessControlType' | 'clientId' | 'concurrencyStamp'
>;

/**
 * Locks a location the caller may see for the rest of the transaction and answers it as it is. 404
 * when the caller cannot see it; 409 when a stamp is sent and is not the stored one. Saves with the
 * same stamp queue on the lock: the first changes the stamp, so the next is refused.
 */
export async function lockLocationForSave(
  tx: Db,
  scope: SQL | undefined,
  id: number,
  sentStamp?: string | null,
): Promise<LocationBeforeSave> {
  const [found] = await tx
    .select({
      id: locations.id,
      isActive: locations.isActive,
      accessControlType: locations.accessControlType,
      clientId: locations.clientId,
      concurrencyStamp: locations.concurrencyStamp,
    })
    .from(locations)
    .where(and(scope, eq(locations.id, id)))
    .for('update');
  if (!found) throw notFound(noSuchLocation);
  if (sentStamp != null && sentStamp !== found.concurrencyStamp) throw staleRecord();
  return found;
}

/** Activating needs pricing, as the admin's switch does. */
export async function requirePricingToActivate(tx: Db, id: number, isActive: boolean) {
  if (!isActive) return;
  const [priced] = await tx
    .select({ locationId: locationPricing.locationId })
    .from(locationPricing)
    .where(eq(locationPricing.locationId, id));
  if (!priced) throw badRequest('Location.PricingMissing');
}

type Audited = Pick<LocationBeforeSave, 'isActive' | 'accessControlType'>;

/** Stores the change of a location's audited properties (IsActive, AccessControlType), if any, in the save's transaction. */
export function recordLocationChange(tx: Db, caller: Caller, changeTime: Date, id: number, before: Audited, after: Audited) {
  const audited = ({ isActive, accessControlType }: Audited) => ({ IsActive: isActive, AccessControlType: accessControlType });
  return recordEntityUpdate(tx, {
    entity: 'location',
    entityId: id,
    userId: caller.userId,
    changeTime,
    before: audited(before),
    after: audited(after),
    properties: ['IsActive', 'AccessControlType'],
  });
}

/** A location as `Location/Get` answers it, read in the given transaction (or database). */
export async function readLocation(tx: Db, scope: SQL | undefined, id: number, now: Date): Promise<Location> {
  const [found] = await listItems(tx, locationListSource, and(scope, eq(locations.id, id)));
  if (!found) throw notFound(noSuchLocation);
  return locationDto(found, now);
}

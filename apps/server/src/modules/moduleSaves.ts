import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { doors, items, locations, modules } from '../db/schema/index.ts';
import { claimDoorKey } from '../doors/doorLocks.ts';
import { badRequest, notFound, staleRecord } from '../http/errors.ts';

export const noSuchModule = 'There is no module with this id.';
export const noSuchItem = 'There is no item with this id.';

/**
 * Locks a module for the rest of the transaction and answers it as it is: 404 when there is none,
 * 409 when a stamp is sent and is not the stored one. Saves with the same stamp queue on the lock:
 * the first changes the stamp, so the next is refused.
 */
export async function lockModuleForSave(tx: Db, id: number, sentStamp?: string | null) {
  const [found] = await tx
    .select({ id: modules.id, locationId: modules.locationId, concurrencyStamp: modules.concurrencyStamp })
    .from(modules)
    .where(eq(modules.id, id))
    .for('update');
  if (!found) throw notFound(noSuchModule);
  if (sentStamp != null && sentStamp !== found.concurrencyStamp) throw staleRecord();
  return found;
}

/**
 * A module's location as stored: null for Not assigned (null or 0), else a location the caller sees,
 * held (key share) so that it cannot go away before the save; 400 `Module.LocationNotFound` otherwise.
 */
export async function holdModuleLocation(tx: Db, scope: SQL | undefined, sent: number | null | undefined) {
  if (!sent) return null;
  const [found] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(scope, eq(locations.id, sent)))
    .for('key share');
  if (!found) throw badRequest('Module.LocationNotFound');
  return found.id;
}

/** Holds a module (key share) so that an item can be added to it; 400 `Module.NotFound` when there is none. */
export async function holdModule(tx: Db, id: number) {
  const [found] = await tx.select({ id: modules.id }).from(modules).where(eq(modules.id, id)).for('key share');
  if (!found) throw badRequest('Module.NotFound');
}

/**
 * New doors at `locationId` for the module's items named, each made from the item's door fields and
 * linked as its door. Every item must be the module's (400 `Module.ItemNotInModule`); an item with a
 * lock needs its key (400 `Item.LockMissing`), which no other door may have (400
 * `Door.LockUnavailable`, naming the door that has it).
 */
export async function makeDoorsForItems(tx: Db, moduleId: number, locationId: number, itemIds: readonly number[]) {
  const chosen = await tx
    .select()
    .from(items)
    .where(and(eq(items.moduleId, moduleId), inArray(items.id, [...itemIds])))
    .orderBy(asc(items.id))
    .for('update');
  if (chosen.length !== itemIds.length) throw badRequest('Module.ItemNotInModule');
  for (const item of chosen) {
    if (item.lockType !== 0 && !item.localAccessKey)
      throw badRequest('Item.LockMissing', `${item.name} has a lock type but no lock: choose its lock before making its door.`);
    await refuseALockAnotherDoorHas(tx, item);
    const key = await claimDoorKey(tx, item, undefined, item.id);
    const [made] = await tx
      .insert(doors)
      .values({
        locationId,
        name: item.name,
        doorType: item.doorType,
        hasCharger: item.hasCharger,
        maxConcurrent: item.maxConcurrent,
        ...key,
      })
      .returning({ id: doors.id });
    await tx.update(items).set({ doorId: made!.id, concurrencyStamp: newConcurrencyStamp }).where(eq(items.id, item.id));
  }
}

type KeyedItem = Pick<typeof items.$inferSelect, 'name' | 'lockType' | 'localAccessKey'>;

// The door made from an item takes its lock; one a door has already (the item's old door, at the
// location the module left) is named, so that the admin can give that door another lock first.
async function refuseALockAnotherDoorHas(tx: Db, item: KeyedItem) {
  if (item.lockType !== 2 && item.lockType !== 3) return;
  const [holder] = await tx
    .select({ name: doors.name, locationName: locations.name })
    .from(doors)
    .innerJoin(locations, eq(locations.id, doors.locationId))
    .where(eq(doors.localAccessKey, item.localAccessKey!))
    .limit(1);
  if (holder)
    throw badRequest(
      'Door.LockUnavailable',
      `The lock of ${item.name} is the key of door ${holder.name} at ${holder.locationName}. Give that door another lock first.`,
    );
}

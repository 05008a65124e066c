import { and, eq, type SQL } from 'drizzle-orm';
import { recordEntityUpdate } from '../audit/entityChanges.ts';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { doors, locations } from '../db/schema/index.ts';
import { notFound, staleRecord } from '../http/errors.ts';
import { doorColumns } from './doorDtos.ts';

export const noSuchDoor = 'There is no door with this id.';
export const noSuchLocation = 'There is no location with this id.';

export type StoredDoor = Omit<typeof doors.$inferSelect, 'creationTime'>;

/**
 * Locks a door the caller may see for the rest of the transaction and answers it as it is. 404 when
 * the caller cannot see it; 409 when a stamp is sent and is not the stored one. Saves with the same
 * stamp queue on the lock: the first changes the stamp, so the next is refused.
 */
export async function lockDoorForSave(tx: Db, scope: SQL | undefined, id: number, sentStamp?: string | null) {
  const [found] = await tx
    .select(doorColumns)
    .from(doors)
    .where(and(scope, eq(doors.id, id)))
    .for('update');
  if (!found) throw notFound(noSuchDoor);
  if (sentStamp != null && sentStamp !== found.concurrencyStamp) throw staleRecord();
  return found;
}

/** Holds a location the caller may see (key share) so that it cannot go away before the door is saved; 404 otherwise. */
export async function holdLocation(tx: Db, scope: SQL | undefined, id: number) {
  const [found] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(scope, eq(locations.id, id)))
    .for('key share');
  if (!found) throw notFound(noSuchLocation);
}

type Audited = Pick<StoredDoor, 'status' | 'isActive' | 'description'>;

/** Stores the change of a door's audited properties (Status, IsActive, Description), if any, in the save's transaction. */
export function recordDoorChange(tx: Db, caller: Caller, changeTime: Date, id: number, before: Audited, after: Audited) {
  const audited = ({ status, isActive, description }: Audited) => ({
    Status: status,
    IsActive: isActive,
    Description: description,
  });
  return recordEntityUpdate(tx, {
    entity: 'door',
    entityId: id,
    userId: caller.userId,
    changeTime,
    before: audited(before),
    after: audited(after),
    properties: ['Status', 'IsActive', 'Description'],
  });
}

import { and, asc, eq, isNull, ne, notExists, or } from 'drizzle-orm';
import { hasLockChoice, type LockType } from '@velo/domain';
import type { Db } from '../db/database.ts';
import { doors, items, locks } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';

type DoorKey = Pick<typeof doors.$inferSelect, 'lockType' | 'localAccessKey' | 'localAccessKeyName'>;
type CurrentDoorKey = DoorKey & { id: number };
type AskedKey = Pick<DoorKey, 'lockType'> & Partial<Omit<DoorKey, 'lockType'>>;

/**
 * The key a door's details ask for, as stored: none without a lock, a PLC output as sent, and for NB
 * and BLE a lock of that type that no other door uses, under the lock's name (else 400
 * `Door.LockUnavailable`); a door keeps its own lock. A module's door component (item) keeps its lock
 * for the door made from it: only that door (`forItemId`, or the door the item is linked to) may
 * have it. The lock's row stays locked until the transaction ends, so of two doors asking for one
 * lock, the second sees the first's and is refused.
 */
export async function claimDoorKey(tx: Db, asked: AskedKey, current?: CurrentDoorKey, forItemId?: number): Promise<DoorKey> {
  const { lockType, localAccessKey, localAccessKeyName = null } = asked;
  if (lockType === 0 || !localAccessKey) return { lockType, localAccessKey: null, localAccessKeyName: null };
  if (!hasLockChoice(lockType)) return { lockType, localAccessKey, localAccessKeyName };
  if (current && current.lockType === lockType && current.localAccessKey === localAccessKey)
    return { lockType, localAccessKey, localAccessKeyName: current.localAccessKeyName };
  const [lock] = await tx
    .select({ name: locks.name })
    .from(locks)
    .where(and(eq(locks.serial, localAccessKey), eq(locks.lockType, lockType)))
    .for('update');
  if (!lock) throw badRequest('Door.LockUnavailable');
  const [user] = await tx
    .select({ id: doors.id })
    .from(doors)
    .where(and(eq(doors.localAccessKey, localAccessKey), current && ne(doors.id, current.id)))
    .limit(1);
  if (user) throw badRequest('Door.LockUnavailable');
  const [item] = await tx
    .select({ id: items.id })
    .from(items)
    .where(
      and(
        eq(items.localAccessKey, localAccessKey),
        forItemId === undefined ? undefined : ne(items.id, forItemId),
        current && or(isNull(items.doorId), ne(items.doorId, current.id)),
      ),
    )
    .limit(1);
  if (item) throw badRequest('Door.LockUnavailable');
  return { lockType, localAccessKey, localAccessKeyName: lock.name };
}

/** The Bikely locks of a type (or all), by serial; `unused`: only those neither a door nor a module's item has as its key. */
export function readLocks(db: Db, { lockType, unused }: { lockType?: LockType; unused: boolean }) {
  const usedByADoor = db.select({ id: doors.id }).from(doors).where(eq(doors.localAccessKey, locks.serial));
  const keptByAnItem = db.select({ id: items.id }).from(items).where(eq(items.localAccessKey, locks.serial));
  return db
    .select({ serial: locks.serial, name: locks.name, lockType: locks.lockType })
    .from(locks)
    .where(
      and(
        lockType === undefined ? undefined : eq(locks.lockType, lockType),
        unused ? notExists(usedByADoor) : undefined,
        unused ? notExists(keptByAnItem) : undefined,
      ),
    )
    .orderBy(asc(locks.serial));
}

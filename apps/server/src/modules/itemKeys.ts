import { and, eq, ne } from 'drizzle-orm';
import { hasLockChoice, type LockType } from '@velo/domain';
import type { Db } from '../db/database.ts';
import { doors, items, locks } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';

interface ItemKey {
  lockType: LockType;
  localAccessKey: string | null;
}

type CurrentItemKey = ItemKey & { id: number; doorId: number | null };

/**
 * The key an item's details ask for, as stored: none without a lock or when none is given (the lock
 * may come later), a PLC output as sent, and for NB and BLE a lock of that type (400
 * `Door.LockUnavailable` otherwise) that no door but the item's own has (the same) and no other item
 * has (400 `Item.LockTaken`). An item keeps its own lock. The lock's row stays locked until the
 * transaction ends, so of two saves asking for one lock, the second is refused.
 */
export async function claimItemKey(
  tx: Db,
  asked: { lockType: LockType; localAccessKey?: string | null },
  current?: CurrentItemKey,
): Promise<ItemKey> {
  const { lockType } = asked;
  const localAccessKey = asked.localAccessKey || null;
  if (lockType === 0 || !localAccessKey) return { lockType, localAccessKey: null };
  if (!hasLockChoice(lockType)) return { lockType, localAccessKey };
  if (current && current.lockType === lockType && current.localAccessKey === localAccessKey) return { lockType, localAccessKey };
  const [lock] = await tx
    .select({ serial: locks.serial })
    .from(locks)
    .where(and(eq(locks.serial, localAccessKey), eq(locks.lockType, lockType)))
    .for('update');
  if (!lock) throw badRequest('Door.LockUnavailable');
  const ownDoor = current?.doorId ?? null;
  const [door] = await tx
    .select({ id: doors.id })
    .from(doors)
    .where(and(eq(doors.localAccessKey, localAccessKey), ownDoor === null ? undefined : ne(doors.id, ownDoor)))
    .limit(1);
  if (door) throw badRequest('Door.LockUnavailable');
  const [item] = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.localAccessKey, localAccessKey), current && ne(items.id, current.id)))
    .limit(1);
  if (item) throw badRequest('Item.LockTaken');
  return { lockType, localAccessKey };
}

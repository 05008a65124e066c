import { hasLockChoice, lockTypesWithLockChoice, type LockType } from '@velo/domain';
import type { locks } from '../db/schema/index.ts';
import { accessKey } from './demoLocations.ts';
import { seededRandom } from './random.ts';

type NewLock = typeof locks.$inferInsert;

interface DoorKey {
  lockType: LockType;
  localAccessKey: string | null;
  localAccessKeyName: string | null;
}

/** Locks of each Bikely type that no demo door uses, so the New door dialog has choices. */
export const spareLocksPerType = 8;

/** The Bikely locks the operator owns: one for every NB and BLE key the doors use, and spares of each type. */
export function demoLocks(doorKeys: readonly DoorKey[]): NewLock[] {
  const used = doorKeys.flatMap(({ lockType, localAccessKey, localAccessKeyName }) =>
    hasLockChoice(lockType) && localAccessKey
      ? [{ serial: localAccessKey, name: localAccessKeyName ?? localAccessKey, lockType }]
      : [],
  );
  // Drawn apart from the doors' random, so the doors stay as they were.
  const random = seededRandom(2026);
  const spares = lockTypesWithLockChoice.flatMap((lockType) =>
    Array.from({ length: spareLocksPerType }, () => {
      const { key, name } = accessKey(lockType, 0, 0, random)!;
      return { serial: key, name, lockType };
    }),
  );
  return [...used, ...spares];
}

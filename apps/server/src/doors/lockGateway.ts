import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { LockType } from '@velo/domain';
import type { Db } from '../db/database.ts';
import { doors } from '../db/schema/index.ts';

/** The lock a command is for: the door's id, its lock type and key (a PLC output or a Bikely lock's serial). */
export interface LockAddress {
  doorId: number;
  lockType: LockType;
  localAccessKey: string | null;
}

/** What the lock answered: opened, its device offline, or no answer at all. */
export type UnlockOutcome = 'unlocked' | 'offline' | 'failed';

/** How the server sends commands to the locks; the default simulates them. */
export interface LockGateway {
  /** What the Configuration page calls it. */
  readonly name: string;
  unlock(lock: LockAddress): Promise<UnlockOutcome>;
}

/**
 * Works offline: answers after `delayMs` as a lock would, unlocked unless the door's device is
 * OFFLINE by then (the device simulator may have taken it offline since the door was read).
 */
export function createSimulatedLockGateway(db: Db, delayMs: number): LockGateway {
  return {
    name: 'Simulated locks',
    async unlock({ doorId }) {
      if (delayMs > 0) await sleep(delayMs);
      const [door] = await db.select({ deviceStatus: doors.deviceStatus }).from(doors).where(eq(doors.id, doorId));
      return door?.deviceStatus === 'OFFLINE' ? 'offline' : 'unlocked';
    },
  };
}

import type { DeviceStatus, DoorType, LockType } from './enums.ts';

/** A new door: Standard, an NB lock, one order at a time. */
export const doorDefaults = { doorType: 1, lockType: 2, maxConcurrent: 1 } as const satisfies {
  doorType: DoorType;
  lockType: LockType;
  maxConcurrent: number;
};

/** Lock types whose key is chosen from the server's unused locks (NB and BLE); a PLC key is a number ≥ 0. */
export const lockTypesWithLockChoice = [2, 3] as const satisfies readonly LockType[];

export const hasLockChoice = (lockType: LockType) => (lockTypesWithLockChoice as readonly LockType[]).includes(lockType);

/** A PLC lock's key: the output's number, 0 or more. */
export const plcKeyPattern = /^(0|[1-9][0-9]{0,8})$/;

/**
 * The most characters a door's texts may hold, and the most orders it may take at once. The key is
 * indexed, so it stays far below what a B-tree entry holds; the description also keeps the reason a
 * door was disabled.
 */
export const doorLimits = {
  name: 100,
  description: 500,
  localAccessKey: 64,
  localAccessKeyName: 128,
  maxConcurrent: 1000,
} as const;

/** Under a PLC key that is not a whole number of 0 or more. */
export const plcKeyMessage = 'Enter a whole number of 0 or more';

/** Max concurrent below 1 is taken as 1. */
export const atLeastOneConcurrent = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) || value < 1 ? 1 : Math.floor(value);

export interface UnlockableDoor {
  lockType: LockType;
  deviceStatus: DeviceStatus | null;
}

/** A door may be unlocked when it has a lock (PLC, NB or BLE) whose device is not OFFLINE; PLC reports no device status. */
export const canUnlockDoor = ({ lockType, deviceStatus }: UnlockableDoor) => lockType !== 0 && deviceStatus !== 'OFFLINE';

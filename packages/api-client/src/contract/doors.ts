import { z } from 'zod/mini';
import {
  atLeastOneConcurrent,
  batteryPercent,
  deviceStatus,
  doorDefaults,
  doorLimits,
  doorType,
  hasLockChoice,
  lockType,
  plcKeyMessage,
  plcKeyPattern,
  requiredField,
  signalStrength,
  type LockType,
} from '@velo/domain';
import { concurrencyStampSent, id, isoDateTime, queryBoolean, queryId } from './common.ts';
import { endpoint } from './endpoint.ts';
import { listRequest, page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';

export const door = z.object({
  id,
  name: z.string(),
  description: z.nullable(z.string()),
  /** The enabled flag. */
  status: z.boolean(),
  isActive: z.boolean(),
  doorType: doorType.schema,
  lockType: lockType.schema,
  hasCharger: z.boolean(),
  localAccessKey: z.nullable(z.string()),
  localAccessKeyName: z.nullable(z.string()),
  maxConcurrent: z.int().check(z.minimum(1)),
  /** 0: open to all users. */
  subscriptionUserId: z.int().check(z.minimum(0)),
  /** 0: empty. */
  currentOrderId: z.int().check(z.minimum(0)),
  deviceStatus: z.nullable(deviceStatus.schema),
  lastHeartBeat: z.nullable(isoDateTime),
  deviceSignalStrengh: z.nullable(signalStrength.schema),
  deviceBatteryLevel: z.nullable(z.number().check(z.minimum(batteryPercent.min), z.maximum(batteryPercent.max))),
  locationId: id,
  /** The door's version: an update sends back the one it read; a stale one is refused with 409. */
  concurrencyStamp: z.string(),
});
export type Door = z.infer<typeof door>;

/** What `Door/GetList` may be filtered and sorted by; the console filters a location's doors by `LocationId`. */
export const doorListFields = {
  Id: 'integer',
  LocationId: 'integer',
  Name: 'text',
  DoorType: 'integer',
  LockType: 'integer',
  Status: 'boolean',
  IsActive: 'boolean',
  LocalAccessKey: 'text',
  DeviceStatus: 'text',
} as const satisfies ListFields;

/** A page of doors, by id unless sorted otherwise (admin). */
export const getDoorList = endpoint({
  method: 'POST',
  path: '/api/services/app/Door/GetList',
  body: listRequest,
  list: listOf(doorListFields),
  result: page(door),
});

/** One door (admin). */
export const getDoor = endpoint({
  method: 'GET',
  path: '/api/services/app/Door/Get',
  query: z.strictObject({ id: queryId }),
  result: door,
});

const optionalText = (maxLength: number) => z.optional(z.nullable(z.string().check(z.maxLength(maxLength))));

/** What the New door dialog and the door's edit send; left out: Standard, no charger, one order at a time, enabled and active. */
const doorDetailFields = {
  locationId: id,
  name: z.string().check(z.trim(), z.minLength(1, { error: requiredField }), z.maxLength(doorLimits.name)),
  description: optionalText(doorLimits.description),
  doorType: z._default(doorType.schema, doorDefaults.doorType),
  lockType: lockType.schema,
  localAccessKey: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(doorLimits.localAccessKey)))),
  localAccessKeyName: optionalText(doorLimits.localAccessKeyName),
  /** Below 1 (or none) is taken as 1. */
  maxConcurrent: z.pipe(
    z.optional(z.nullable(z.number().check(z.maximum(doorLimits.maxConcurrent)))),
    z.transform(atLeastOneConcurrent),
  ),
  hasCharger: z._default(z.boolean(), false),
  status: z._default(z.boolean(), true),
  isActive: z._default(z.boolean(), true),
};

interface KeyedDoor {
  lockType: LockType;
  localAccessKey?: string | null;
}

// A door with a lock needs its key: a PLC output's number, or an NB or BLE lock chosen from the
// unused ones (which only the server can tell). Checked only on fields in their format: one that is
// not has its issue already.
const keyFitsLock = z.superRefine(
  ({ lockType: type, localAccessKey }: KeyedDoor, payload) => {
    if (type === 0) return;
    if (!localAccessKey) payload.addIssue({ code: 'custom', message: requiredField, path: ['localAccessKey'] });
    else if (!hasLockChoice(type) && !plcKeyPattern.test(localAccessKey))
      payload.addIssue({ code: 'custom', message: plcKeyMessage, path: ['localAccessKey'] });
  },
  { when: (payload) => payload.issues.length === 0 },
);

/**
 * A new door at a location (admin). Name and lock type are required; a door with a lock needs its key:
 * a PLC key is a whole number of 0 or more, an NB or BLE key one of the unused locks of that type
 * (400 `Door.LockUnavailable` otherwise; of two doors asking for one lock, one gets it), named as the
 * lock is. A door without a lock (type 0) keeps no key. Answers the door made.
 */
export const createDoor = endpoint({
  method: 'POST',
  path: '/api/services/app/Door/Create',
  body: z.strictObject(doorDetailFields).check(keyFitsLock),
  result: door,
});

/**
 * A door's edit (admin): every detail again, and the `concurrencyStamp` it read (stale: 409
 * `Record.Stale`). Its own lock stays allowed. A change of its status, active flag or description is
 * audited. Answers the door as saved, with its new stamp.
 */
export const updateDoor = endpoint({
  method: 'PUT',
  path: '/api/services/app/Door/Update',
  body: z.strictObject({ id, ...doorDetailFields, concurrencyStamp: concurrencyStampSent }).check(keyFitsLock),
  result: door,
});

/**
 * The door's enabled switch (admin): sets the door's `status` (its enabled flag) to `isActive`, keeps
 * `description` as the door's description (the reason, required when disabling), and records a door
 * event and the audited change. Answers the door as saved, with its new stamp.
 */
export const activateDoor = endpoint({
  method: 'POST',
  path: '/api/services/app/Door/Activate',
  body: z.strictObject({ id, description: optionalText(doorLimits.description), isActive: z.boolean() }).check(
    z.superRefine(({ description, isActive }, payload) => {
      if (!isActive && !description?.trim()) payload.addIssue({ code: 'custom', message: requiredField, path: ['description'] });
    }),
  ),
  result: door,
});

/**
 * Unlocks a door through the lock gateway (admin): only a door with a lock whose device is not
 * OFFLINE (400 `Door.NoLock`, `Door.DeviceOffline`); a lock that does not answer is 400
 * `Door.LockGatewayFailed`. Every attempt that reaches the lock is recorded as a door event.
 */
export const adminUnlockDoor = endpoint({
  method: 'GET',
  path: '/api/services/app/Door/AdminUnlock',
  query: z.strictObject({ id: queryId }),
  result: z.object({ success: z.boolean() }),
});

const unusedQuery = z.strictObject({ Unused: queryBoolean });

/** Locks of one type by serial (the door's key) and name: with `Unused=true`, those no door uses (admin). */
export const lockNames = z.record(z.string(), z.string());
export type LockNames = z.infer<typeof lockNames>;

/** The NB locks the New door dialog offers, key to name. */
export const getNbLocks = endpoint({
  method: 'GET',
  path: '/api/services/app/door/GetNBLocks',
  query: unusedQuery,
  result: lockNames,
});

/** The BLE locks the New door dialog offers, key to name. */
export const getBleLocks = endpoint({
  method: 'GET',
  path: '/api/services/app/door/GetBLELocks',
  query: unusedQuery,
  result: lockNames,
});

/** Every Bikely lock (NB and BLE), serial to lock type; with `Unused=true`, those no door uses (admin). */
export const getLocks = endpoint({
  method: 'GET',
  path: '/api/services/app/door/GetLocks',
  query: unusedQuery,
  result: z.record(z.string(), lockType.schema),
});

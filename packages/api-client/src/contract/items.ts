import { z } from 'zod/mini';
import {
  atLeastOneConcurrent,
  doorDefaults,
  doorLimits,
  doorType,
  itemLimits,
  lockType,
  plcKeyMessage,
  plcKeyPattern,
  requiredField,
  type LockType,
} from '@velo/domain';
import { concurrencyStampSent, id, isoDateTime, queryId } from './common.ts';
import { endpoint } from './endpoint.ts';
import { page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';
import { itemDoor, moduleListRequest } from './modules.ts';
import { tags, tagsSent } from './tags.ts';

/** An item (door component) of a module: what its door is made from when the module moves to a location. */
export const item = z.object({
  id,
  moduleId: id,
  module: z.object({ id, name: z.string(), locationId: z.nullable(id) }),
  name: z.string(),
  /** The DMS device that drives the component. */
  dmsId: z.nullable(z.string()),
  doorType: doorType.schema,
  lockType: lockType.schema,
  localAccessKey: z.nullable(z.string()),
  /** The name of the NB or BLE lock that is its key. */
  localAccessKeyName: z.nullable(z.string()),
  hasCharger: z.boolean(),
  maxConcurrent: z.int().check(z.minimum(1)),
  doorId: z.nullable(id),
  door: z.nullable(itemDoor),
  tags,
  creationTime: isoDateTime,
  /** The item's version: an update sends back the one it read; a stale one is refused with 409. */
  concurrencyStamp: z.string(),
});
export type Item = z.infer<typeof item>;

/** What `Items/GetList` may be filtered and sorted by; the console filters a module's items by `ModuleId`. */
export const itemListFields = {
  Id: 'integer',
  ModuleId: 'integer',
  Name: 'text',
  DmsId: 'text',
  DoorType: 'integer',
  LockType: 'integer',
  DoorId: 'integer',
  CreationTime: 'dateTime',
} as const satisfies ListFields;

/** A page of items with their module and door, by id unless sorted otherwise (admin). */
export const getItemList = endpoint({
  method: 'POST',
  path: '/api/services/app/Items/GetList',
  body: moduleListRequest,
  list: listOf(itemListFields),
  result: page(item),
});

/** One item (admin). */
export const getItem = endpoint({
  method: 'GET',
  path: '/api/services/app/Items/Get',
  query: z.strictObject({ id: queryId }),
  result: item,
});

const optionalText = (maxLength: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(maxLength))));

/** What the New Item dialog and the item's edit send; left out: Standard, no lock, no charger, one order at a time, no tags. */
const itemDetails = {
  moduleId: id,
  name: z.string().check(z.trim(), z.minLength(1, { error: requiredField }), z.maxLength(itemLimits.name)),
  dmsId: optionalText(itemLimits.dmsId),
  doorType: z._default(doorType.schema, doorDefaults.doorType),
  lockType: z._default(lockType.schema, 0),
  localAccessKey: optionalText(doorLimits.localAccessKey),
  hasCharger: z._default(z.boolean(), false),
  /** Below 1 (or none) is taken as 1. */
  maxConcurrent: z.pipe(
    z.optional(z.nullable(z.number().check(z.maximum(doorLimits.maxConcurrent)))),
    z.transform(atLeastOneConcurrent),
  ),
  tags: z._default(tagsSent, {}),
};

interface KeyedItem {
  lockType: LockType;
  localAccessKey?: string | null;
}

// A PLC key is an output's number. An item's key is not required (its lock may not be there yet);
// its door cannot be made without one.
const plcKeyIsANumber = z.superRefine(
  ({ lockType: type, localAccessKey }: KeyedItem, payload) => {
    if (type === 1 && localAccessKey && !plcKeyPattern.test(localAccessKey))
      payload.addIssue({ code: 'custom', message: plcKeyMessage, path: ['localAccessKey'] });
  },
  { when: (payload) => payload.issues.length === 0 },
);

/**
 * A new item of a module (admin; 400 `Module.NotFound` for a module that does not exist). An NB or
 * BLE key must be a lock of that type that no door (400 `Door.LockUnavailable`) and no other item
 * (400 `Item.LockTaken`) has; without a lock (type 0) no key is kept. Answers the item made.
 */
export const createItem = endpoint({
  method: 'POST',
  path: '/api/services/app/items/create/',
  body: z.strictObject(itemDetails).check(plcKeyIsANumber),
  result: item,
});

/**
 * An item's edit (admin): every detail again, and the `concurrencyStamp` it read (stale: 409
 * `Record.Stale`). It keeps its own lock, also when its door has it. Its door stays as it is.
 */
export const updateItem = endpoint({
  method: 'PUT',
  path: '/api/services/app/items/update',
  body: z.strictObject({ id, ...itemDetails, concurrencyStamp: concurrencyStampSent }).check(plcKeyIsANumber),
  result: item,
});

/** Deletes an item (admin); its door stays at its location. */
export const deleteItem = endpoint({
  method: 'DELETE',
  path: '/api/services/app/Items/Delete',
  query: z.strictObject({ id: queryId }),
  result: z.null(),
});

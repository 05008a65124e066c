import { z } from 'zod/mini';
import {
  defaultPageSize,
  doorType,
  idRange,
  lockType,
  maxItemsPerModuleSave,
  moduleLimits,
  moduleListFetch,
  requiredField,
} from '@velo/domain';
import { concurrencyStampSent, id, isoDateTime, queryId } from './common.ts';
import { endpoint } from './endpoint.ts';
import { listRequest, page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';
import { tags, tagsSent } from './tags.ts';

/** The door an item is (or became) at a location, named with its location. */
export const itemDoor = z.object({ id, name: z.string(), locationId: id, locationName: z.string() });
export type ItemDoor = z.infer<typeof itemDoor>;

/** An item (door component) as its module lists it. */
export const moduleItem = z.object({
  id,
  name: z.string(),
  dmsId: z.nullable(z.string()),
  doorType: doorType.schema,
  lockType: lockType.schema,
  localAccessKey: z.nullable(z.string()),
  doorId: z.nullable(id),
  door: z.nullable(itemDoor),
});
export type ModuleItem = z.infer<typeof moduleItem>;

/** Where a module is: the location and its client organisation, if it has one. */
export const moduleLocation = z.object({
  id,
  name: z.string(),
  client: z.nullable(z.object({ id, name: z.string() })),
});
export type ModuleLocation = z.infer<typeof moduleLocation>;

/** A locker module: its name is its serial number; without a location it is "Not assigned". */
export const lockerModule = z.object({
  id,
  name: z.string(),
  locationId: z.nullable(id),
  location: z.nullable(moduleLocation),
  tags,
  /** Its door components, by id. */
  items: z.array(moduleItem),
  creationTime: isoDateTime,
  /** The module's version: an update sends back the one it read; a stale one is refused with 409. */
  concurrencyStamp: z.string(),
});
export type LockerModule = z.infer<typeof lockerModule>;

/** What `Modules/GetList` may be filtered and sorted by. */
export const moduleListFields = {
  Id: 'integer',
  Name: 'text',
  LocationId: 'integer',
  CreationTime: 'dateTime',
} as const satisfies ListFields;

const { sorting, skipCount, filterRule } = listRequest.shape;

/** A list request of the modules and items tables: they read up to `moduleListFetch` rows at once and page them in the browser. */
export const moduleListRequest = z.strictObject({
  sorting,
  skipCount,
  maxResultCount: z._default(z.int().check(z.minimum(1), z.maximum(moduleListFetch)), defaultPageSize),
  filterRule,
});

/** A page of modules with their location and items, by id unless sorted otherwise (admin). */
export const getModuleList = endpoint({
  method: 'POST',
  path: '/api/services/app/Modules/GetList',
  body: moduleListRequest,
  list: listOf(moduleListFields),
  result: page(lockerModule),
});

/** One module (admin). */
export const getModule = endpoint({
  method: 'GET',
  path: '/api/services/app/Modules/Get',
  query: z.strictObject({ id: queryId }),
  result: lockerModule,
});

/** A module's location as sent: an id, or null or 0 for Not assigned. */
const locationChoice = z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(idRange.max))));

const moduleDetails = {
  name: z.string().check(z.trim(), z.minLength(1, { error: requiredField }), z.maxLength(moduleLimits.name)),
  locationId: locationChoice,
  tags: z._default(tagsSent, {}),
};

/**
 * A new module (admin): its name, its location (400 `Module.LocationNotFound` for one that does not
 * exist) and tags. Answers the module made, with no items yet.
 */
export const createModule = endpoint({
  method: 'POST',
  path: '/api/services/app/Modules/Create',
  body: z.strictObject(moduleDetails),
  result: lockerModule,
});

/** An item of the module whose door is asked for, or not. */
export const newDoorChoice = z.strictObject({ id, createNewDoor: z._default(z.boolean(), false) });

/**
 * A module's save (admin): name, location and tags replace the stored ones; the `concurrencyStamp` it
 * read (stale: 409 `Record.Stale`). Moving it to a real location other than its own may ask new doors
 * there for some of its `items` (`createNewDoor`): each is made from the item's door fields (name, door
 * and lock type, key, charger, max concurrent) and becomes the item's door, in the same transaction.
 * An item whose lock is another door's key is refused with 400 `Door.LockUnavailable`, one with a lock
 * type but no key with 400 `Item.LockMissing`; new doors without a move are 400 `Module.NoNewLocation`,
 * an item of another module 400 `Module.ItemNotInModule`. Moving away, or to Not assigned, leaves the
 * doors it had where they are, with their orders, and the items linked to them.
 */
export const updateModule = endpoint({
  method: 'PUT',
  path: '/api/services/app/modules/Update',
  body: z.strictObject({
    id,
    ...moduleDetails,
    items: z._default(z.array(newDoorChoice).check(z.maxLength(maxItemsPerModuleSave)), []),
    concurrencyStamp: concurrencyStampSent,
  }),
  result: lockerModule,
});

/** Deletes a module and its items (admin); the doors made from them stay at their locations. */
export const deleteModule = endpoint({
  method: 'DELETE',
  path: '/api/services/app/Modules/Delete',
  query: z.strictObject({ id: queryId }),
  result: z.null(),
});

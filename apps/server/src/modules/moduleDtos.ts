import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Item, ItemDoor, LockerModule, ModuleItem, ModuleLocation } from '@velo/api-client/contract';
import { jsonObject } from '../db/jsonRows.ts';
import { clients, doors, items, locations, locks, modules } from '../db/schema/index.ts';
import { listSource } from '../lists/listPage.ts';

// The driver has parsed the JSON; its objects have the answer's keys and values (db/jsonRows.ts).
const asRead = <Value>(json: unknown) => json as Value;

const doorJson = sql`case when ${doors.id} is null then null else ${jsonObject({
  id: doors.id,
  name: doors.name,
  locationId: doors.locationId,
  locationName: locations.name,
})} end`;

const moduleItemJson = sql`json_build_object('id', ${items.id}, 'name', ${items.name}, 'dmsId', ${items.dmsId},
  'doorType', ${items.doorType}, 'lockType', ${items.lockType}, 'localAccessKey', ${items.localAccessKey},
  'doorId', ${items.doorId}, 'door', ${doorJson})`;

/** A module's location with its client, and its items with their doors, read in the module's statement. */
const locationAndItems = (moduleId: SQL) => ({
  location: {
    sql: sql`(select json_build_object('id', ${locations.id}, 'name', ${locations.name}, 'client',
        case when ${clients.id} is null then null else ${jsonObject({ id: clients.id, name: clients.name })} end)
      from ${modules} join ${locations} on ${locations.id} = ${modules.locationId}
      left join ${clients} on ${clients.id} = ${locations.clientId}
      where ${modules.id} = ${moduleId})`,
    decode: asRead<ModuleLocation | null>,
  },
  items: {
    sql: sql`(select coalesce(json_agg(${moduleItemJson} order by ${items.id}), '[]')
      from ${items} left join ${doors} on ${doors.id} = ${items.doorId}
      left join ${locations} on ${locations.id} = ${doors.locationId}
      where ${items.moduleId} = ${moduleId})`,
    decode: asRead<ModuleItem[]>,
  },
});

/** What `Modules/GetList` and `Modules/Get` read: whole modules with their location and items. */
export const moduleListSource = listSource({
  from: modules,
  select: getTableColumns(modules),
  id: modules.id,
  forEachItem: locationAndItems,
});

type ModuleRow = typeof modules.$inferSelect & { location: ModuleLocation | null; items: ModuleItem[] };

/** A module in the contract's shape. */
export const moduleDto = ({ creationTime, ...module }: ModuleRow): LockerModule => ({
  ...module,
  creationTime: creationTime.toISOString(),
});

/** An item's module, door and lock name, read in the item's statement. */
const moduleDoorAndLock = (itemId: SQL) => ({
  module: {
    sql: sql`(select ${jsonObject({ id: modules.id, name: modules.name, locationId: modules.locationId })}
      from ${items} join ${modules} on ${modules.id} = ${items.moduleId} where ${items.id} = ${itemId})`,
    decode: asRead<Item['module']>,
  },
  door: {
    sql: sql`(select ${doorJson} from ${items} join ${doors} on ${doors.id} = ${items.doorId}
      join ${locations} on ${locations.id} = ${doors.locationId} where ${items.id} = ${itemId})`,
    decode: asRead<ItemDoor | null>,
  },
  localAccessKeyName: {
    sql: sql`(select ${locks.name} from ${items}
      join ${locks} on ${locks.serial} = ${items.localAccessKey} and ${locks.lockType} = ${items.lockType}
      where ${items.id} = ${itemId})`,
    decode: (name: unknown) => (typeof name === 'string' ? name : null),
  },
});

/** What `Items/GetList` and `Items/Get` read: whole items with their module, door and lock's name. */
export const itemListSource = listSource({
  from: items,
  select: getTableColumns(items),
  id: items.id,
  forEachItem: moduleDoorAndLock,
});

type ItemRow = typeof items.$inferSelect & {
  module: Item['module'];
  door: ItemDoor | null;
  localAccessKeyName: string | null;
};

/** An item in the contract's shape. */
export const itemDto = ({ creationTime, ...item }: ItemRow): Item => ({ ...item, creationTime: creationTime.toISOString() });

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { doorType, lockType, type DoorType, type LockType } from '@velo/domain';
import { concurrencyStamp, creationTime, identity } from './columns.ts';
import { doors, locations } from './locations.ts';
import { valueIn } from './valueChecks.ts';

/** Key/value notes on a module or an item (product, colour, key numbers…), in the order they were entered. */
export type Tags = Record<string, string>;

/** A locker module (its name is the serial number), placed at a location or not yet assigned. */
export const modules = pgTable(
  'modules',
  {
    id: identity(),
    name: text().notNull(),
    locationId: integer().references(() => locations.id, { onDelete: 'set null' }),
    tags: jsonb()
      .$type<Tags>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    concurrencyStamp: concurrencyStamp(),
    creationTime: creationTime(),
  },
  (table) => [index('modules_location_id').on(table.locationId)],
);

/** A module's door component; placed at a location it becomes (or is) one of its doors. */
export const items = pgTable(
  'items',
  {
    id: identity(),
    moduleId: integer()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The DMS device that drives the component. */
    dmsId: text(),
    doorType: integer().$type<DoorType>().notNull().default(1),
    lockType: integer().$type<LockType>().notNull().default(0),
    localAccessKey: text(),
    hasCharger: boolean().notNull().default(false),
    maxConcurrent: integer().notNull().default(1),
    doorId: integer().references(() => doors.id, { onDelete: 'set null' }),
    tags: jsonb()
      .$type<Tags>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    concurrencyStamp: concurrencyStamp(),
    creationTime: creationTime(),
  },
  (table) => [
    index('items_module_id').on(table.moduleId),
    index('items_door_id').on(table.doorId),
    check('items_door_type', valueIn(table.doorType, doorType.values)),
    check('items_lock_type', valueIn(table.lockType, lockType.values)),
    check('items_max_concurrent', sql`${table.maxConcurrent} >= 1`),
  ],
);

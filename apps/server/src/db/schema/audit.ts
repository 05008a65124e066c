import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, moment } from './columns.ts';
import { doors } from './locations.ts';
import { users } from './users.ts';
import { valueIn } from './valueChecks.ts';

export const entityChangeTypes = { created: 0, updated: 1, deleted: 2 } as const;

export interface PropertyChange {
  propertyName: string;
  /** JSON text of the value before, as ABP stores it (`"text"`, `true`, `null`). */
  originalValue: string;
  newValue: string;
}

/** An audited change of an entity, written in the transaction of the change itself; the Events screen reads these. */
export const entityChanges = pgTable(
  'entity_changes',
  {
    id: identity(),
    changeTime: moment().notNull(),
    changeType: integer().notNull(),
    /** e.g. `Velo.Locations.Location`, `Velo.Doors.Door`. */
    entityTypeFullName: text().notNull(),
    entityId: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    propertyChanges: jsonb().$type<PropertyChange[]>().notNull(),
  },
  (table) => [
    index('entity_changes_entity').on(table.entityTypeFullName, table.entityId, table.id),
    index('entity_changes_change_time').on(table.changeTime, table.id),
    // The Events tables: one entity type's changes, newest first.
    index('entity_changes_type_change_time').on(table.entityTypeFullName, table.changeTime, table.id),
    check('entity_changes_change_type', valueIn(table.changeType, Object.values(entityChangeTypes))),
  ],
);

export const doorEventKinds = ['enabled', 'disabled', 'unlocked'] as const;
export type DoorEventKind = (typeof doorEventKinds)[number];

/** What happened at a door and who did it: enabled or disabled (with the reason), unlocked. */
export const doorEvents = pgTable(
  'door_events',
  {
    id: identity(),
    doorId: integer()
      .notNull()
      .references(() => doors.id, { onDelete: 'cascade' }),
    kind: text({ enum: doorEventKinds }).notNull(),
    reason: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    creationTime: moment().notNull(),
  },
  (table) => [
    index('door_events_door_id').on(table.doorId, table.id),
    check('door_events_kind', valueIn(table.kind, doorEventKinds)),
  ],
);

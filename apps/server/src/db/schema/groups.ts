import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { clients } from './clients.ts';
import { concurrencyStamp, creationTime, identity } from './columns.ts';
import { locations } from './locations.ts';
import { users } from './users.ts';

/** A private group of users; a location with private access admits its groups' members. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: identity(),
    name: text().notNull(),
    description: text(),
    clientId: integer().references(() => clients.id),
    concurrencyStamp: concurrencyStamp(),
    creationTime: creationTime(),
  },
  (table) => [index('user_groups_client_id').on(table.clientId, table.id)],
);

/** The groups admitted to a location (its Access Control tab). */
export const locationGroups = pgTable(
  'location_groups',
  {
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.groupId] }), index('location_groups_group_id').on(table.groupId)],
);

/** Which users belong to which private groups. */
export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer()
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index('user_group_members_user_id').on(table.userId)],
);

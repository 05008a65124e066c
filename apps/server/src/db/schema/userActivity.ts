import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { creationTime, identity } from './columns.ts';
import { doors } from './locations.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** A user passing a door during an order: 0 in, 1 out. */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: identity(),
    creatorUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    doorId: integer().references(() => doors.id, { onDelete: 'set null' }),
    direction: integer().notNull(),
    creationTime: creationTime(),
  },
  (table) => [
    index('access_logs_creator_user_id_creation_time').on(table.creatorUserId, table.creationTime.desc(), table.id.desc()),
    check('access_logs_direction', sql`${table.direction} in (0, 1)`),
  ],
);

/** A card the payment provider keeps for a user (the provider's id, never the number). */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: identity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: text().notNull(),
    name: text().notNull(),
    brand: text().notNull(),
    /** MM/YY as the provider gives it. */
    expireDate: text().notNull(),
    creationTime: creationTime(),
  },
  (table) => [index('payment_cards_user_id').on(table.userId)],
);

import { pgTable, text } from 'drizzle-orm/pg-core';

/** Server-wide values kept across restarts, e.g. the generated JWT secret. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

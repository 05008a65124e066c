import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Reference data, written by the migration: ids are fixed (an invoice's country 1 is Norway). */
export const countries = pgTable('countries', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
});

/** The languages of users, message templates and terms: 1 English, 2 Norwegian. */
export const languages = pgTable('languages', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  displayName: text().notNull(),
});

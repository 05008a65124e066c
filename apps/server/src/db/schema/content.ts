import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { announcementDescriptionMaxLength } from '@velo/domain';
import { clients } from './clients.ts';
import { concurrencyStamp, creationTime, identity, moment } from './columns.ts';
import { languages } from './lookups.ts';
import { users } from './users.ts';

/** A message's text per name and language, e.g. the password reset e-mail; a client may have its own. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: identity(),
    name: text().notNull(),
    languageId: integer()
      .notNull()
      .references(() => languages.id),
    subject: text(),
    text: text().notNull(),
    /** Null: the product's own template, used for every client without one. */
    clientId: integer().references(() => clients.id, { onDelete: 'cascade' }),
    copyAllowed: boolean().notNull().default(false),
    creationTime: creationTime(),
    lastModificationTime: moment(),
    concurrencyStamp: concurrencyStamp(),
  },
  (table) => [
    unique('message_templates_name_language_client').on(table.name, table.languageId, table.clientId).nullsNotDistinct(),
    index('message_templates_client_id').on(table.clientId),
  ],
);

/** News for the app's users: a draft until published, and a scheduled one shows from its time. */
export const announcements = pgTable(
  'announcements',
  {
    id: identity(),
    title: text().notNull(),
    description: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull(),
    /** A png or jpeg as a data URL. */
    image: text(),
    isPublished: boolean().notNull().default(false),
    isScheduled: boolean().notNull().default(false),
    scheduledTime: moment(),
    creationTime: creationTime(),
    lastModificationTime: moment(),
    concurrencyStamp: concurrencyStamp(),
  },
  (table) => [
    check(
      'announcements_description_length',
      sql`char_length(${table.description}) <= ${sql.raw(String(announcementDescriptionMaxLength))}`,
    ),
    check(
      'announcements_schedule',
      sql`not ${table.isScheduled} or (${table.isPublished} and ${table.scheduledTime} is not null)`,
    ),
    index('announcements_creation_time').on(table.creationTime.desc(), table.id.desc()),
  ],
);

/** The terms and conditions in each language: sanitised HTML. */
export const termsAndConditions = pgTable('terms_and_conditions', {
  languageId: integer()
    .primaryKey()
    .references(() => languages.id),
  value: text().notNull(),
  lastModificationTime: moment(),
  lastModifierUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  concurrencyStamp: concurrencyStamp(),
});

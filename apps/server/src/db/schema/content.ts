import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { announcementDescriptionMaxLength, imageMaxBytes, imageTypes, type ImageType } from '@velo/domain';
import { clients } from './clients.ts';
import { concurrencyStamp, creationTime, identity, moment } from './columns.ts';
import { languages } from './lookups.ts';
import { valueIn } from './valueChecks.ts';
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

/** Bytes as PostgreSQL keeps them (`bytea`): node-postgres reads a Buffer, PGlite a Uint8Array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/** A message template's image, a png or jpeg by its content, in the database so that every server reads it. */
export const messageTemplateImages = pgTable(
  'message_template_images',
  {
    messageTemplateId: integer()
      .primaryKey()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    contentType: text().$type<ImageType>().notNull(),
    bytes: bytes().notNull(),
  },
  (table) => [
    check('message_template_images_content_type', valueIn(table.contentType, imageTypes)),
    check('message_template_images_size', sql`octet_length(${table.bytes}) <= ${sql.raw(String(imageMaxBytes))}`),
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

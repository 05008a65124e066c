import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, moment } from './columns.ts';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: identity(),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    to: text().notNull(),
    subject: text(),
    text: text().notNull(),
    creationTime: moment().notNull(),
  },
  (table) => [check('outbox_messages_channel', sql`${table.channel} in ('sms', 'email')`)],
);

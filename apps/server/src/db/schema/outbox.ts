import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { messageChannels } from '../../messaging/messageSender.ts';
import { identity, moment } from './columns.ts';
import { valueIn } from './valueChecks.ts';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: identity(),
    channel: text({ enum: messageChannels }).notNull(),
    to: text().notNull(),
    subject: text(),
    text: text().notNull(),
    creationTime: moment().notNull(),
  },
  (table) => [check('outbox_messages_channel', valueIn(table.channel, messageChannels))],
);

import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { messageChannels } from '../../messaging/messageSender.ts';
import { identity, moment } from './columns.ts';
import { users } from './users.ts';
import { valueIn } from './valueChecks.ts';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: identity(),
    channel: text({ enum: messageChannels }).notNull(),
    /** The user it was sent to, when it went to one (a user's Message Logs). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    from: text(),
    to: text().notNull(),
    subject: text(),
    text: text().notNull(),
    /** When it is due; null: at once. */
    sendAt: moment(),
    /** When the provider delivered it; null while pending. */
    sentOrReceivedAt: moment(),
    retries: integer().notNull().default(0),
    creationTime: moment().notNull(),
  },
  (table) => [
    check('outbox_messages_channel', valueIn(table.channel, messageChannels)),
    index('outbox_messages_user_id_creation_time').on(table.userId, table.creationTime.desc(), table.id.desc()),
  ],
);

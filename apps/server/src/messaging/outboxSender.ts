import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { MessageSender } from './messageSender.ts';

/**
 * Works offline: every message is stored in the outbox (listed by `GET /api/dev/outbox` in demo mode) and
 * logged. Storing it is this provider's delivery, so it is sent the moment it is stored.
 */
export function createOutboxSender(db: Db, clock: Clock, log: FastifyBaseLogger): MessageSender {
  return {
    name: 'Outbox (kept in the database, not delivered)',
    async send(message) {
      const now = clock();
      await db.insert(outboxMessages).values({ ...message, creationTime: now, sentOrReceivedAt: now });
      log.info({ channel: message.channel, to: message.to }, `outbox: ${message.channel} to ${message.to}: ${message.text}`);
    },
  };
}

import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { isoDateTime } from './common.ts';

export const outboxMessage = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.nullable(z.string()),
  text: z.string(),
  creationTime: isoDateTime,
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** Only with the demo flag on: every SMS and e-mail the server "sent", newest first. */
export const getOutbox = endpoint({
  method: 'GET',
  path: '/api/dev/outbox',
  auth: false,
  result: z.object({ items: z.array(outboxMessage) }),
});

import { z } from 'zod/mini';
import { batteryPercent, deviceStatus } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, isoDateTime } from './common.ts';

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

/** The most minutes back a demo device report may be dated: the readings are kept 30 days. */
export const deviceReportMaxMinutesAgo = 30 * 24 * 60;

/**
 * Only with the demo flag on, for an admin: the door's NB or BLE lock reports this state, as the
 * device simulator's reports are taken (the door's device columns and a reading), `minutesAgo` minutes
 * ago (0 when absent): the last heartbeat is then. A door without such a lock is a 400.
 */
export const reportDeviceState = endpoint({
  method: 'POST',
  path: '/api/dev/deviceReport',
  body: z.strictObject({
    doorId: id,
    deviceStatus: deviceStatus.schema,
    batteryLevel: z.int().check(z.minimum(batteryPercent.min), z.maximum(batteryPercent.max)),
    minutesAgo: z.optional(z.int().check(z.minimum(0), z.maximum(deviceReportMaxMinutesAgo))),
  }),
  result: z.null(),
});

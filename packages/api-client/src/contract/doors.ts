import { z } from 'zod/mini';
import { batteryPercent, deviceStatus, doorType, lockType, signalStrength } from '@velo/domain';
import { id, isoDateTime } from './common.ts';

export const door = z.object({
  id,
  name: z.string(),
  description: z.nullable(z.string()),
  /** The enabled flag. */
  status: z.boolean(),
  isActive: z.boolean(),
  doorType: doorType.schema,
  lockType: lockType.schema,
  hasCharger: z.boolean(),
  localAccessKey: z.nullable(z.string()),
  localAccessKeyName: z.nullable(z.string()),
  maxConcurrent: z.int().check(z.minimum(1)),
  /** 0: open to all users. */
  subscriptionUserId: z.int().check(z.minimum(0)),
  /** 0: empty. */
  currentOrderId: z.int().check(z.minimum(0)),
  deviceStatus: z.nullable(deviceStatus.schema),
  lastHeartBeat: z.nullable(isoDateTime),
  deviceSignalStrengh: z.nullable(signalStrength.schema),
  deviceBatteryLevel: z.nullable(z.number().check(z.minimum(batteryPercent.min), z.maximum(batteryPercent.max))),
  locationId: id,
  /** The door's version: an update sends back the one it read; a stale one is refused with 409. */
  concurrencyStamp: z.string(),
});
export type Door = z.infer<typeof door>;

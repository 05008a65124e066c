import { z } from 'zod';
import { batteryPercent, deviceStatus, doorType, lockType, signalStrength } from '@velo/domain';
import { id, isoDateTime } from './common.ts';

export const door = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  /** The enabled flag. */
  status: z.boolean(),
  isActive: z.boolean(),
  doorType: doorType.schema,
  lockType: lockType.schema,
  hasCharger: z.boolean(),
  localAccessKey: z.string().nullable(),
  localAccessKeyName: z.string().nullable(),
  maxConcurrent: z.number().int().min(1),
  /** 0: open to all users. */
  subscriptionUserId: z.number().int().min(0),
  /** 0: empty. */
  currentOrderId: z.number().int().min(0),
  deviceStatus: deviceStatus.schema.nullable(),
  lastHeartBeat: isoDateTime.nullable(),
  deviceSignalStrengh: signalStrength.schema.nullable(),
  deviceBatteryLevel: z.number().min(batteryPercent.min).max(batteryPercent.max).nullable(),
  locationId: id,
});
export type Door = z.infer<typeof door>;

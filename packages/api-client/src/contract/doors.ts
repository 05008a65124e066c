import { z } from 'zod';
import { id, isoDateTime } from './common.ts';

export const deviceStatus = z.enum(['ONLINE', 'OFFLINE']);
export const signalStrength = z.enum(['EXCELLENT', 'FAIR', 'POOR', 'UNKNOWN']);

export const door = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  /** The enabled flag. */
  status: z.boolean(),
  isActive: z.boolean(),
  doorType: z.number().int().min(0).max(4),
  lockType: z.number().int().min(0).max(3),
  hasCharger: z.boolean(),
  localAccessKey: z.string().nullable(),
  localAccessKeyName: z.string().nullable(),
  maxConcurrent: z.number().int().min(1),
  /** 0: open to all users. */
  subscriptionUserId: z.number().int().min(0),
  /** 0: empty. */
  currentOrderId: z.number().int().min(0),
  deviceStatus: deviceStatus.nullable(),
  lastHeartBeat: isoDateTime.nullable(),
  deviceSignalStrengh: signalStrength.nullable(),
  deviceBatteryLevel: z.number().min(0).max(100).nullable(),
  locationId: id,
});
export type Door = z.infer<typeof door>;

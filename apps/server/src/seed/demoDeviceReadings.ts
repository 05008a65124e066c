import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { lockTypesWithLockChoice, type DeviceStatus } from '@velo/domain';
import type { Db } from '../db/database.ts';
import { deviceReadings, doors } from '../db/schema/index.ts';
import { insertInChunks } from './insertInChunks.ts';
import { seededRandom, type Random } from './random.ts';

type NewReading = typeof deviceReadings.$inferInsert;

export interface DemoDevice {
  doorId: number;
  deviceStatus: DeviceStatus | null;
  lastHeartBeat: Date | null;
  deviceBatteryLevel: number | null;
}

const hourMs = 3600_000;
const dayMs = 24 * hourMs;
/** A week of history, a reading every two hours: what the forecast reads. */
const historyDays = 7;
const readingEveryHours = 2;
/** A real lock's battery lasts months: most drain well under two points a day. */
const slowDrainPerDay = { min: 0.2, max: 1.6 };
/** A few batteries go flat within two weeks (a stuck motor, a cold snap): the demo home shows them. */
const fastDrainDaysLeft = { min: 3, max: 12 };
const fastDrainShare = 0.3;
const fastDrainCandidates = { minLevel: 15, maxLevel: 60 };
/** What a battery swapped during the week had left. */
const replacedBatteryLevel = 6;

/**
 * A week of readings for each door whose lock has reported (ONLINE or OFFLINE), every two hours up
 * to its last heartbeat, the levels drawn back from the door's battery level at the door's own rate
 * with a point of noise; where that would pass 100 the battery was changed, and the readings before
 * hold the old one running down. An OFFLINE lock's last reading is its going silent, without a level.
 * About a third of the locks at 15–60 % drain fast, empty within 3–12 days.
 */
export function demoDeviceReadings(devices: readonly DemoDevice[], now: Date, random: Random): NewReading[] {
  const readings: NewReading[] = [];
  for (const device of devices) {
    const { doorId, deviceStatus, lastHeartBeat, deviceBatteryLevel: level } = device;
    if (deviceStatus === null || lastHeartBeat === null || level === null) continue;
    const fast =
      deviceStatus === 'ONLINE' &&
      level >= fastDrainCandidates.minLevel &&
      level <= fastDrainCandidates.maxLevel &&
      random.chance(fastDrainShare);
    const drainPerDay = fast
      ? level / random.integer(fastDrainDaysLeft.min, fastDrainDaysLeft.max)
      : slowDrainPerDay.min + random.next() * (slowDrainPerDay.max - slowDrainPerDay.min);
    const start = now.getTime() - historyDays * dayMs;
    let changedAt: number | undefined;
    for (let time = lastHeartBeat.getTime(); time >= start; time -= readingEveryHours * hourMs) {
      const daysBefore = (lastHeartBeat.getTime() - time) / dayMs;
      let trend = level + drainPerDay * daysBefore;
      if (trend > 100) {
        changedAt ??= time;
        trend = replacedBatteryLevel + (drainPerDay * (changedAt - time)) / dayMs;
      }
      const noisy = Math.round(trend + random.integer(-1, 1) * (time === lastHeartBeat.getTime() ? 0 : 1));
      readings.push({
        doorId,
        readingTime: new Date(time),
        deviceStatus: 'ONLINE',
        batteryLevel: Math.min(100, Math.max(0, noisy)),
      });
    }
    const wentSilent = lastHeartBeat.getTime() + 30 * 60_000;
    if (deviceStatus === 'OFFLINE' && wentSilent <= now.getTime())
      readings.push({ doorId, readingTime: new Date(wentSilent), deviceStatus: 'OFFLINE', batteryLevel: null });
  }
  return readings;
}

/** The demo's readings for its NB and BLE doors, as the doors were seeded. */
export async function seedDemoDeviceReadings(tx: Db, now: Date): Promise<void> {
  const devices = await tx
    .select({
      doorId: doors.id,
      deviceStatus: doors.deviceStatus,
      lastHeartBeat: doors.lastHeartBeat,
      deviceBatteryLevel: doors.deviceBatteryLevel,
    })
    .from(doors)
    .where(and(inArray(doors.lockType, lockTypesWithLockChoice), isNotNull(doors.deviceStatus)))
    .orderBy(asc(doors.id));
  const readings = demoDeviceReadings(devices, now, seededRandom(2031));
  await insertInChunks(readings, (chunk) => tx.insert(deviceReadings).values(chunk));
}

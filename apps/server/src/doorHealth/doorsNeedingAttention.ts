import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DoorAttention } from '@velo/api-client/contract';
import {
  batteryDaysLeft,
  compareDoorAttention,
  doorAttentionReasons,
  doorHealthRules,
  hasLockChoice,
  lockTypesWithLockChoice,
  reliabilityScore,
  type BatteryReading,
  type DeviceStatus,
  type LockType,
} from '@velo/domain';
import type { Db } from '../db/database.ts';
import { deviceReadings, doors, locations } from '../db/schema/index.ts';
import { periodCountsQuery } from '../diagnostics/periodCounts.ts';

const dayMs = 24 * 3600 * 1000;

interface DoorRow {
  doorId: number;
  doorName: string;
  locationId: number;
  locationName: string;
  lockType: LockType;
  deviceStatus: DeviceStatus | null;
  lastHeartBeat: string | Date | null;
  batteryLevel: number | null;
  successes: number;
  warnings: number;
  errors: number;
}

/**
 * Each active door of the scope with its diagnostics of the period counted by status: the period
 * counts' own statement (whole days from the rollup, the edges from the diagnostics) made for each
 * door as a lateral subquery on its door id.
 */
async function doorsWithCounts(db: Db, scope: SQL | undefined, from: Date | undefined, to: Date | undefined) {
  const counts = periodCountsQuery(from, to, (door) => sql`${door} = ${doors.id}`);
  const { rows } = (await db.execute(sql`select ${doors.id} as "doorId", ${doors.name} as "doorName",
      ${doors.locationId} as "locationId", ${locations.name} as "locationName", ${doors.lockType} as "lockType",
      ${doors.deviceStatus} as "deviceStatus", ${doors.lastHeartBeat} as "lastHeartBeat",
      ${doors.deviceBatteryLevel} as "batteryLevel", "counts"."successes", "counts"."warnings", "counts"."errors"
    from ${doors} join ${locations} on ${locations.id} = ${doors.locationId}
    cross join lateral (${counts}) as "counts"
    where ${and(eq(doors.isActive, true), scope)}`)) as unknown as { rows: DoorRow[] };
  return rows;
}

/**
 * The battery readings of the forecast's window for the given doors, thinned to the last reading of
 * each hour: a trend over days needs no more, and a busy lock reports every few minutes.
 */
async function recentReadings(db: Db, scope: SQL | undefined, now: Date): Promise<Map<number, BatteryReading[]>> {
  const byDoor = new Map<number, BatteryReading[]>();
  const doorsWithDevice = db
    .select({ id: doors.id })
    .from(doors)
    .where(and(eq(doors.isActive, true), inArray(doors.lockType, lockTypesWithLockChoice), scope));
  const since = new Date(now.getTime() - doorHealthRules.forecastWindowDays * dayMs);
  const hour = sql`date_trunc('hour', ${deviceReadings.readingTime})`;
  const { rows } = (await db.execute(sql`select distinct on (${deviceReadings.doorId}, ${hour})
      ${deviceReadings.doorId} as "doorId", ${deviceReadings.readingTime} as "time", ${deviceReadings.batteryLevel} as "level"
    from ${deviceReadings}
    where ${and(
      inArray(deviceReadings.doorId, doorsWithDevice),
      sql`${deviceReadings.readingTime} >= ${since.toISOString()}::timestamptz`,
      sql`${deviceReadings.readingTime} <= ${now.toISOString()}::timestamptz`,
      sql`${deviceReadings.batteryLevel} is not null`,
    )}
    order by ${deviceReadings.doorId}, ${hour}, ${deviceReadings.readingTime} desc`)) as unknown as {
    rows: Array<{ doorId: number; time: string | Date; level: number }>;
  };
  for (const { doorId, time, level } of rows) {
    const readings = byDoor.get(doorId) ?? [];
    readings.push({ time, level });
    byDoor.set(doorId, readings);
  }
  return byDoor;
}

const isoOrNull = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The doors of the scope that need attention (domain `doorHealth`: reliability over the period,
 * the battery's level and forecast and the device's status now), worst first, at most the list's limit.
 * Only a door with a device (NB or BLE) has a battery and a status to judge.
 */
export async function doorsNeedingAttention(
  db: Db,
  { scope, from, to, now }: { scope: SQL | undefined; from?: Date; to?: Date; now: Date },
): Promise<DoorAttention[]> {
  const rows = await doorsWithCounts(db, scope, from, to);
  const readings = await recentReadings(db, scope, now);
  const judged = rows.flatMap((row) => {
    const device = hasLockChoice(row.lockType);
    const facts = {
      successes: row.successes,
      warnings: row.warnings,
      errors: row.errors,
      batteryLevel: device ? row.batteryLevel : null,
      batteryDaysLeft: device ? batteryDaysLeft(readings.get(row.doorId) ?? [], now) : null,
      deviceStatus: device ? row.deviceStatus : null,
      lastHeartBeat: device ? isoOrNull(row.lastHeartBeat) : null,
    };
    const reasons = doorAttentionReasons(facts, now);
    return reasons.length === 0 ? [] : [{ ...row, ...facts, reasons }];
  });
  return judged
    .sort(compareDoorAttention)
    .slice(0, doorHealthRules.attentionListLimit)
    .map((door) => ({
      doorId: door.doorId,
      doorName: door.doorName,
      locationId: door.locationId,
      locationName: door.locationName,
      reliability: reliabilityScore(door),
      successes: door.successes,
      warnings: door.warnings,
      errors: door.errors,
      batteryLevel: door.batteryLevel,
      batteryDaysLeft: door.batteryDaysLeft,
      deviceStatus: door.deviceStatus,
      lastHeartBeat: door.lastHeartBeat,
      reasons: door.reasons,
    }));
}

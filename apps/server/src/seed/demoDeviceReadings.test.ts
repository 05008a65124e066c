import { asc, inArray } from 'drizzle-orm';
import { batteryDaysLeft, doorHealthRules, lockTypesWithLockChoice } from '@velo/domain';
import { describe, expect, it } from 'vitest';
import { deviceReadings, doors } from '../db/schema/index.ts';
import { useTestApp } from '../testing/testApp.ts';
import { demoDeviceReadings } from './demoDeviceReadings.ts';
import { seededRandom } from './random.ts';

const t = useTestApp();
const hour = 3600_000;

function groupByDoor<Reading extends { doorId: number }>(readings: Reading[]): Map<number, Reading[]> {
  const byDoor = new Map<number, Reading[]>();
  for (const reading of readings) byDoor.set(reading.doorId, [...(byDoor.get(reading.doorId) ?? []), reading]);
  return byDoor;
}

describe('the demo seed: device readings', () => {
  it('gives each NB and BLE door that has reported a week of readings up to its last heartbeat, ending at its battery level', async () => {
    const devices = await t.db
      .select()
      .from(doors)
      .where(inArray(doors.lockType, lockTypesWithLockChoice))
      .orderBy(asc(doors.id));
    const readings = await t.db.select().from(deviceReadings).orderBy(asc(deviceReadings.readingTime));
    const byDoor = groupByDoor(readings);
    const reported = devices.filter((door) => door.deviceStatus !== null);
    expect(reported.length).toBeGreaterThan(20);
    expect([...byDoor.keys()].sort((a, b) => a - b)).toEqual(reported.map((door) => door.id));

    for (const door of reported) {
      const own = byDoor.get(door.id)!;
      const levelled = own.filter((reading) => reading.batteryLevel !== null);
      expect(levelled.length, door.name).toBeGreaterThan(0);
      expect(levelled.at(-1)).toMatchObject({ readingTime: door.lastHeartBeat, batteryLevel: door.deviceBatteryLevel });
      if (door.deviceStatus === 'OFFLINE') expect(own.at(-1)).toMatchObject({ deviceStatus: 'OFFLINE', batteryLevel: null });
    }
    // A week back from the newest reading (the seed ran when the test database was made, minutes ago on a busy machine).
    const newest = Math.max(...readings.map((reading) => reading.readingTime.getTime()));
    expect(readings.every((reading) => reading.readingTime.getTime() >= newest - 7 * 24 * hour - 60_000)).toBe(true);
    expect(newest).toBeLessThanOrEqual(t.clock().getTime());
  });

  it('has a few batteries running out within two weeks, and most lasting longer', async () => {
    const now = t.clock();
    const readings = await t.db.select().from(deviceReadings);
    const forecasts = [...groupByDoor(readings).values()].map((own) =>
      batteryDaysLeft(
        own.map((reading) => ({ time: reading.readingTime, level: reading.batteryLevel })),
        now,
      ),
    );
    const runningOut = forecasts.filter((days) => days !== null && days <= doorHealthRules.batteryRunningOutDays);
    expect(runningOut.length).toBeGreaterThanOrEqual(3);
    expect(runningOut.length).toBeLessThan(forecasts.length / 3);
  });

  it('changes a battery that would have been above 100 % a few days back, so the forecast starts after the change', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const readings = demoDeviceReadings(
      [{ doorId: 1, deviceStatus: 'ONLINE', lastHeartBeat: now, deviceBatteryLevel: 99 }],
      now,
      seededRandom(1),
    ).sort((a, b) => a.readingTime!.getTime() - b.readingTime!.getTime());
    const levels = readings.map((reading) => reading.batteryLevel!);
    const change = levels.findIndex((level, index) => index > 0 && level - levels[index - 1]! > 5);
    expect(change).toBeGreaterThan(0);
    expect(levels[change - 1]).toBeLessThan(15);
    expect(
      batteryDaysLeft(
        readings.map((reading) => ({ time: reading.readingTime!, level: reading.batteryLevel! })),
        now,
      ),
    ).toBeGreaterThan(30);
  });
});

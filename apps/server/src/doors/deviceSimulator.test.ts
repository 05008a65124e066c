import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from '../db/database.ts';
import { deviceReadings, doors, locations, orders, settings } from '../db/schema/index.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { simulateDeviceTick, simulationIntervalMs, type DeviceChange } from './deviceSimulator.ts';
import { createSimulatedLockGateway } from './lockGateway.ts';

const start = new Date('2026-03-01T10:00:00.000Z');
const tickTime = (tick: number) => new Date(start.getTime() + tick * simulationIntervalMs);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** Runs ticks 30 seconds apart and answers each one's changes. */
async function runTicks(db: Db, ticks: number[]) {
  const changes: Array<DeviceChange[] | null> = [];
  for (const tick of ticks) changes.push(await simulateDeviceTick(db, tickTime(tick)));
  return changes;
}
const firstTicks = Array.from({ length: 40 }, (_, tick) => tick);

const bikelyDevices = (db: Db) =>
  db
    .select({
      doorId: doors.id,
      deviceStatus: doors.deviceStatus,
      lastHeartBeat: doors.lastHeartBeat,
      deviceSignalStrengh: doors.deviceSignalStrengh,
      deviceBatteryLevel: doors.deviceBatteryLevel,
    })
    .from(doors)
    .where(inArray(doors.lockType, [2, 3]))
    .orderBy(asc(doors.id));

describe('the device simulator', () => {
  it('changes six doors a tick, the same way on the same database, as real locks would', async () => {
    const before = new Map((await bikelyDevices(database.db)).map((device) => [device.doorId, device]));
    const other = await openTestDatabase();
    let ticks: Array<DeviceChange[] | null>;
    try {
      ticks = await runTicks(database.db, firstTicks);
      expect(await runTicks(other.db, firstTicks)).toEqual(ticks);
    } finally {
      await other.close();
    }
    expect(ticks.map((changes) => changes?.length)).toEqual(firstTicks.map(() => 6));

    const transitions = new Set<string>();
    const state = new Map(before);
    ticks.forEach((changes, tick) => {
      for (const change of changes!) {
        const previous = state.get(change.doorId)!;
        transitions.add(`${previous.deviceStatus} -> ${change.deviceStatus}`);
        if (change.deviceStatus === 'ONLINE') {
          expect(change.lastHeartBeat).toEqual(tickTime(tick));
          const battery = previous.deviceBatteryLevel ?? 100;
          expect(battery <= 5 ? [100] : [battery, battery - 1]).toContain(change.deviceBatteryLevel);
          expect(['EXCELLENT', 'FAIR', 'POOR']).toContain(change.deviceSignalStrengh);
        } else {
          expect(change).toEqual({ ...previous, deviceStatus: 'OFFLINE' });
        }
        state.set(change.doorId, change);
      }
    });
    expect(transitions).toEqual(
      new Set([
        'ONLINE -> ONLINE',
        'ONLINE -> OFFLINE',
        'OFFLINE -> ONLINE',
        'OFFLINE -> OFFLINE',
        'null -> ONLINE',
        'null -> OFFLINE',
      ]),
    );
    expect(await bikelyDevices(database.db)).toEqual([...state.values()]);
  });

  it('skips a tick within half an interval of the last one', async () => {
    expect(await simulateDeviceTick(database.db, new Date(tickTime(39).getTime() + 10_000))).toBeNull();
    expect(await simulateDeviceTick(database.db, tickTime(40))).toHaveLength(6);
  });

  it('records each change as a reading in the same tick, and prunes readings older than 30 days', async () => {
    const readingsAt = (time: Date) =>
      database.db
        .select({
          doorId: deviceReadings.doorId,
          deviceStatus: deviceReadings.deviceStatus,
          batteryLevel: deviceReadings.batteryLevel,
        })
        .from(deviceReadings)
        .where(eq(deviceReadings.readingTime, time))
        .orderBy(asc(deviceReadings.id));
    const [old] = await database.db
      .insert(deviceReadings)
      .values({
        doorId: (await bikelyDevices(database.db))[0]!.doorId,
        readingTime: new Date(tickTime(41).getTime() - 30.5 * 24 * 3600_000),
        batteryLevel: 50,
      })
      .returning({ id: deviceReadings.id });
    const changes = (await simulateDeviceTick(database.db, tickTime(41)))!;
    expect(await readingsAt(tickTime(41))).toEqual(
      changes.map((change) => ({
        doorId: change.doorId,
        deviceStatus: change.deviceStatus,
        // An offline lock sends no battery level.
        batteryLevel: change.deviceStatus === 'OFFLINE' ? null : change.deviceBatteryLevel,
      })),
    );
    expect(changes.some((change) => change.deviceStatus === 'OFFLINE')).toBe(true);
    expect(await database.db.select().from(deviceReadings).where(eq(deviceReadings.id, old!.id))).toEqual([]);
  });

  // PGlite has one session, which an advisory lock cannot exclude: only PostgreSQL can show the wait.
  it.runIf(inject('testDatabaseTemplate').kind === 'postgres')('skips while another server holds the simulation', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7301001)`);
      expect(await simulateDeviceTick(database.db, tickTime(50))).toBeNull();
    });
    expect(await simulateDeviceTick(database.db, tickTime(50))).toHaveLength(6);
  });

  it('recharges a flat battery, keeps a silent lock as it was, and beats for one that reports', async () => {
    // The first tick of a database, on three locks alone.
    await database.db.delete(settings).where(eq(settings.key, 'deviceSimulator.lastTick'));
    const bikelyDoors = database.db
      .select({ id: doors.id })
      .from(doors)
      .where(inArray(doors.lockType, [2, 3]));
    await database.db.delete(orders).where(inArray(orders.doorId, bikelyDoors));
    await database.db.delete(doors).where(inArray(doors.lockType, [2, 3]));
    const [location] = await database.db.select({ id: locations.id }).from(locations).limit(1);
    const lastHeard = new Date('2026-02-01T00:00:00.000Z');
    const [flat, online, silent] = await database.db
      .insert(doors)
      .values(
        [
          { name: 'flat', deviceStatus: 'ONLINE', deviceBatteryLevel: 5, deviceSignalStrengh: 'POOR' } as const,
          { name: 'online', deviceStatus: 'ONLINE', deviceBatteryLevel: 60, deviceSignalStrengh: 'EXCELLENT' } as const,
          { name: 'silent', deviceStatus: 'OFFLINE', deviceBatteryLevel: 30, deviceSignalStrengh: 'FAIR' } as const,
        ].map((door) => ({ ...door, locationId: location!.id, lockType: 2 as const, lastHeartBeat: lastHeard })),
      )
      .returning({ id: doors.id });
    const now = tickTime(60);
    expect(await simulateDeviceTick(database.db, now)).toEqual([
      {
        doorId: online!.id,
        deviceStatus: 'ONLINE',
        lastHeartBeat: now,
        deviceBatteryLevel: 60,
        deviceSignalStrengh: 'EXCELLENT',
      },
      { doorId: flat!.id, deviceStatus: 'ONLINE', lastHeartBeat: now, deviceBatteryLevel: 100, deviceSignalStrengh: 'POOR' },
      {
        doorId: silent!.id,
        deviceStatus: 'OFFLINE',
        lastHeartBeat: lastHeard,
        deviceBatteryLevel: 30,
        deviceSignalStrengh: 'FAIR',
      },
    ]);
    expect(await bikelyDevices(database.db)).toEqual([
      { doorId: flat!.id, deviceStatus: 'ONLINE', lastHeartBeat: now, deviceBatteryLevel: 100, deviceSignalStrengh: 'POOR' },
      {
        doorId: online!.id,
        deviceStatus: 'ONLINE',
        lastHeartBeat: now,
        deviceBatteryLevel: 60,
        deviceSignalStrengh: 'EXCELLENT',
      },
      {
        doorId: silent!.id,
        deviceStatus: 'OFFLINE',
        lastHeartBeat: lastHeard,
        deviceBatteryLevel: 30,
        deviceSignalStrengh: 'FAIR',
      },
    ]);
  });
});

describe('the simulated lock gateway', () => {
  it('unlocks unless the door has gone offline by the time it answers', async () => {
    const [door] = await database.db.select({ id: doors.id }).from(doors).where(eq(doors.lockType, 2)).limit(1);
    const gateway = createSimulatedLockGateway(database.db, 1);
    const lock = { doorId: door!.id, lockType: 2 as const, localAccessKey: null };
    await database.db.update(doors).set({ deviceStatus: 'ONLINE' }).where(eq(doors.id, door!.id));
    expect(await gateway.unlock(lock)).toBe('unlocked');
    await database.db.update(doors).set({ deviceStatus: 'OFFLINE' }).where(eq(doors.id, door!.id));
    expect(await gateway.unlock(lock)).toBe('offline');
  });
});

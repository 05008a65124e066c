import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lockTypesWithLockChoice, signalStrength } from '@velo/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { deviceReadings, doors, settings } from '../db/schema/index.ts';
import { seededRandom, type Random } from '../seed/random.ts';

/** How often the demo's Bikely locks report. */
export const simulationIntervalMs = 30_000;
const doorsPerTick = 6;
// The advisory lock every server of one database takes to simulate: any fixed number, the same everywhere.
const simulatorLockKey = 7_301_001;
const lastTickKey = 'deviceSimulator.lastTick';
/** How long the device readings are kept: the forecast reads a week, the rest is for a look back. */
export const readingsKeptDays = 30;

type DeviceState = Pick<
  typeof doors.$inferSelect,
  'deviceStatus' | 'lastHeartBeat' | 'deviceSignalStrengh' | 'deviceBatteryLevel'
>;
export type DeviceChange = DeviceState & { doorId: number };

interface LastTick {
  tick: number;
  at: string;
}

const dayMs = 24 * 3600 * 1000;
const batteryDrainChance = 1 / 30;
const reportedSignals = signalStrength.values.filter((signal) => signal !== 'UNKNOWN');

// An online lock goes offline now and then, an offline one comes back more often. A lock that reports
// beats now, now and then drains its battery by a point (swapped for a full one when nearly flat) and
// sometimes reports another signal; an offline lock reports nothing. A point every 30 reports or so
// lasts weeks at the demo's pace, as a real lock's battery lasts months: the door health forecasts
// from this trend, and a battery flat within a day would flag every lock.
function nextState(device: DeviceState, now: Date, random: Random): DeviceState {
  const online = device.deviceStatus === 'ONLINE' ? !random.chance(0.1) : random.chance(0.35);
  if (!online) return { ...device, deviceStatus: 'OFFLINE' };
  const battery = device.deviceBatteryLevel ?? 100;
  const signalKnown = device.deviceSignalStrengh !== null && device.deviceSignalStrengh !== 'UNKNOWN';
  return {
    deviceStatus: 'ONLINE',
    lastHeartBeat: now,
    deviceBatteryLevel: battery <= 5 ? 100 : battery - (random.chance(batteryDrainChance) ? 1 : 0),
    deviceSignalStrengh: signalKnown && !random.chance(0.2) ? device.deviceSignalStrengh : random.pick(reportedSignals),
  };
}

/**
 * A device's report, as the server takes it: the door's device columns are set to the new state and a
 * reading is added, at `at`, for the battery trend. An OFFLINE report carries no battery level (an
 * offline lock sends none; the door keeps the last one heard). The door's concurrency stamp stays.
 */
export async function recordDeviceReport(tx: Db, doorId: number, state: DeviceState, at: Date): Promise<void> {
  await tx.update(doors).set(state).where(eq(doors.id, doorId));
  await tx.insert(deviceReadings).values({
    doorId,
    readingTime: at,
    deviceStatus: state.deviceStatus,
    batteryLevel: state.deviceStatus === 'OFFLINE' ? null : state.deviceBatteryLevel,
  });
}

/** `count` distinct items, drawn in the order the random gives. */
function draw<T>(items: T[], count: number, random: Random): T[] {
  const pool = [...items];
  const drawn: T[] = [];
  while (drawn.length < count && pool.length > 0) drawn.push(pool.splice(random.integer(0, pool.length - 1), 1)[0]!);
  return drawn;
}

/**
 * One report of the demo's NB and BLE locks: a few doors' devices change as real ones would. Several
 * servers on one database simulate once between them: the tick holds an advisory lock and skips when
 * another server holds it or has ticked within half an interval. Each tick's random is seeded by its
 * number, kept in the database, so the same database ticks the same way. Each change is recorded as a
 * report (`recordDeviceReport`), and readings older than 30 days are pruned. Answers the changes, or
 * null when it skipped. A door's concurrency stamp stays: device data is not what an edit saves.
 */
export async function simulateDeviceTick(db: Db, now: Date, intervalMs = simulationIntervalMs): Promise<DeviceChange[] | null> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${simulatorLockKey}) as "locked"`)) as unknown as {
      rows: Array<{ locked: boolean }>;
    };
    if (!locked.rows[0]?.locked) return null;
    const [stored] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, lastTickKey));
    const last: LastTick = stored ? JSON.parse(stored.value) : { tick: 0, at: new Date(0).toISOString() };
    if (now.getTime() - Date.parse(last.at) < intervalMs / 2) return null;

    const random = seededRandom(last.tick + 1);
    const devices = await tx
      .select({
        doorId: doors.id,
        deviceStatus: doors.deviceStatus,
        lastHeartBeat: doors.lastHeartBeat,
        deviceSignalStrengh: doors.deviceSignalStrengh,
        deviceBatteryLevel: doors.deviceBatteryLevel,
      })
      .from(doors)
      .where(inArray(doors.lockType, lockTypesWithLockChoice))
      .orderBy(asc(doors.id));
    const changes = draw(devices, doorsPerTick, random).map(({ doorId, ...device }) => ({
      doorId,
      ...nextState(device, now, random),
    }));
    for (const { doorId, ...state } of changes) await recordDeviceReport(tx, doorId, state, now);
    await tx.delete(deviceReadings).where(lt(deviceReadings.readingTime, new Date(now.getTime() - readingsKeptDays * dayMs)));

    const value = JSON.stringify({ tick: last.tick + 1, at: now.toISOString() } satisfies LastTick);
    await tx.insert(settings).values({ key: lastTickKey, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    return changes;
  });
}

/**
 * Runs the simulation every interval until the app closes, from when `after` (the demo seed) has
 * succeeded; the timer never keeps the process alive.
 */
export function startDeviceSimulator(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  { after = Promise.resolve(), intervalMs = simulationIntervalMs }: { after?: Promise<unknown>; intervalMs?: number } = {},
) {
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = after.then(
    () => {
      if (closed) return;
      timer = setInterval(() => {
        running = simulateDeviceTick(db, clock(), intervalMs).catch((error: unknown) =>
          app.log.warn({ err: error }, 'device simulator: a tick failed'),
        );
      }, intervalMs);
      timer.unref();
    },
    () => undefined,
  );
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}

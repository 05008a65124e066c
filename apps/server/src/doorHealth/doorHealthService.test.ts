import { eq, inArray } from 'drizzle-orm';
import type { DoorAttention } from '@velo/api-client/contract';
import type { DiagnosticStatus } from '@velo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceReadings, diagnostics, doors, locations } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const hour = 3600_000;

let now: Date;
const ago = (hours: number) => new Date(now.getTime() - hours * hour);
let place: { own: number; other: number };
let door: Record<string, number>;
// Over the last three days, the edges at half past an hour: both partial days and whole ones in between.
let period: { from: string; to: string };

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
  now = t.clock();
  period = { from: new Date(Math.floor(ago(72).getTime() / hour) * hour + hour / 2).toISOString(), to: ago(-1).toISOString() };

  const [own, other] = await t.db
    .insert(locations)
    .values([
      { name: 'Health own', clientId: 1 },
      { name: 'Health other', clientId: 2 },
    ])
    .returning({ id: locations.id });
  place = { own: own!.id, other: other!.id };
  const device = (name: string, values: Partial<typeof doors.$inferInsert>) =>
    ({
      locationId: own!.id,
      name,
      lockType: 2,
      deviceStatus: 'ONLINE',
      lastHeartBeat: now,
      deviceBatteryLevel: 90,
      ...values,
    }) as const;
  const made = await t.db
    .insert(doors)
    .values([
      device('offline and flat', { deviceStatus: 'OFFLINE', lastHeartBeat: ago(2), deviceBatteryLevel: 8 }),
      device('draining', { lockType: 3, deviceBatteryLevel: 30 }),
      { locationId: own!.id, name: 'flaky plc', lockType: 1 },
      device('healthy', {}),
      { locationId: own!.id, name: 'two errors', lockType: 1 },
      device('briefly offline', { deviceStatus: 'OFFLINE', lastHeartBeat: ago(0.5), deviceBatteryLevel: 50 }),
      // A PLC lock has no device: whatever its device columns say is not judged.
      { locationId: own!.id, name: 'plc with stale device data', lockType: 1, deviceStatus: 'OFFLINE', deviceBatteryLevel: 3 },
      device('inactive', { isActive: false, deviceStatus: 'OFFLINE', lastHeartBeat: null }),
      device('other client', { locationId: other!.id, deviceStatus: 'OFFLINE', lastHeartBeat: null }),
    ])
    .returning({ id: doors.id, name: doors.name });
  door = Object.fromEntries(made.map((row) => [row.name, row.id]));

  const report = (doorId: number, status: DiagnosticStatus, hoursAgo: number) => ({
    doorId,
    status,
    creationTime: ago(hoursAgo),
    diagnosticDateTime: ago(hoursAgo),
  });
  await t.db.insert(diagnostics).values([
    // 2 successes, a warning and 3 errors: (2 + 0.5) / 6 = 42 %; one error outside the period.
    report(door['flaky plc']!, 2, 0.2),
    report(door['flaky plc']!, 2, 30),
    report(door['flaky plc']!, 1, 50),
    report(door['flaky plc']!, 0, 1),
    report(door['flaky plc']!, 0, 70),
    report(door['flaky plc']!, 0, 48),
    report(door['flaky plc']!, 0, 24 * 10),
    // Errors, but too few to judge.
    report(door['two errors']!, 0, 1),
    report(door['two errors']!, 0, 2),
    // Healthy in the period; a bad week long before it.
    ...[1, 2, 3, 4, 5].map((hoursAgo) => report(door['healthy']!, 2, hoursAgo)),
    ...[200, 201, 202, 203, 204, 205].map((hoursAgo) => report(door['healthy']!, 0, hoursAgo)),
  ]);
  // 30 % now, 3 points a day for three days, after a battery change: 10 days left.
  await t.db.insert(deviceReadings).values([
    { doorId: door['draining']!, readingTime: ago(24 * 4), batteryLevel: 4, deviceStatus: 'ONLINE' },
    ...[0, 1, 2, 3].map((day) => ({
      doorId: door['draining']!,
      readingTime: ago(72 - day * 24),
      batteryLevel: 39 - day * 3,
      deviceStatus: 'ONLINE' as const,
    })),
    { doorId: door['healthy']!, readingTime: ago(30), batteryLevel: 90, deviceStatus: 'ONLINE' },
    { doorId: door['healthy']!, readingTime: ago(3), batteryLevel: 90, deviceStatus: 'ONLINE' },
  ]);
});

const attention = (body: Record<string, unknown>, userName = 'admin') =>
  request<DoorAttention[]>(t.app, {
    method: 'POST',
    url: '/api/services/app/Dashboard/GetDoorsNeedingAttention',
    body,
    token: tokens[userName],
  });

describe('Dashboard/GetDoorsNeedingAttention', () => {
  it("lists a location's doors that need attention, worst first, with what their health is made of", async () => {
    const answer = await attention({ ...period, locationId: place.own, timeZone: 'Europe/Oslo' });
    expect(answer.status).toBe(200);
    expect(answer.result.map((row) => [row.doorName, row.reasons])).toEqual([
      ['offline and flat', ['offline', 'lowBattery']],
      ['flaky plc', ['lowReliability']],
      ['draining', ['batteryRunningOut']],
    ]);
    expect(answer.result[0]).toEqual({
      doorId: door['offline and flat'],
      doorName: 'offline and flat',
      locationId: place.own,
      locationName: 'Health own',
      reliability: null,
      successes: 0,
      warnings: 0,
      errors: 0,
      batteryLevel: 8,
      batteryDaysLeft: null,
      deviceStatus: 'OFFLINE',
      lastHeartBeat: ago(2).toISOString(),
      reasons: ['offline', 'lowBattery'],
    });
    expect(answer.result[1]).toMatchObject({
      reliability: 42,
      successes: 2,
      warnings: 1,
      errors: 3,
      batteryLevel: null,
      deviceStatus: null,
    });
    expect(answer.result[2]).toMatchObject({ batteryLevel: 30, batteryDaysLeft: 10, deviceStatus: 'ONLINE', reliability: null });
  });

  it('counts the diagnostics of the period asked for', async () => {
    // The period of the healthy door's bad week: six errors and nothing else.
    const answer = await attention({ from: ago(206).toISOString(), to: ago(190).toISOString(), locationId: place.own });
    expect(answer.result.find((row) => row.doorId === door['healthy'])).toMatchObject({
      reliability: 0,
      errors: 6,
      reasons: ['lowReliability'],
    });
    expect(answer.result.some((row) => row.doorId === door['flaky plc'])).toBe(false);
  });

  it('sees a door come back, and one silent for more than an hour', async () => {
    const offlineAndFlat = door['offline and flat']!;
    await t.db.update(doors).set({ deviceStatus: 'ONLINE', lastHeartBeat: now }).where(eq(doors.id, offlineAndFlat));
    const back = await attention({ ...period, locationId: place.own });
    expect(back.result[0]).toMatchObject({ doorName: 'offline and flat', reasons: ['lowBattery'] });

    await t.db
      .update(doors)
      .set({ deviceStatus: 'OFFLINE', lastHeartBeat: ago(3) })
      .where(eq(doors.id, offlineAndFlat));
    await t.db
      .update(doors)
      .set({ lastHeartBeat: ago(1.1) })
      .where(eq(doors.id, door['briefly offline']!));
    const silent = await attention({ ...period, locationId: place.own });
    expect(silent.result.slice(0, 2).map((row) => [row.doorName, row.reasons])).toEqual([
      ['offline and flat', ['offline', 'lowBattery']],
      ['briefly offline', ['offline']],
    ]);
  });

  it("gives a client administrator its own client's doors only, whatever it asks", async () => {
    const own = await attention({ ...period }, 'client');
    expect(own.status).toBe(200);
    const locationIds = [...new Set(own.result.map((row) => row.locationId))];
    const clientsSeen = await t.db
      .selectDistinct({ clientId: locations.clientId })
      .from(locations)
      .where(inArray(locations.id, locationIds));
    expect(clientsSeen).toEqual([{ clientId: 1 }]);
    expect((await attention({ ...period, clientId: 1, locationId: place.own }, 'client')).result.length).toBeGreaterThan(0);

    for (const body of [{ clientId: 2 }, { locationId: place.other }, { clientId: 1, locationId: place.other }]) {
      const answer = await attention({ ...period, ...body }, 'client');
      expect(answer.status, JSON.stringify(body)).toBe(404);
    }
    expect((await attention({ locationId: place.own }, 'client-read')).status).toBe(404);
  });

  it("filters an admin's doors by client and location, and answers 404 to a client or location that is not there", async () => {
    const other = await attention({ ...period, clientId: 2, locationId: place.other });
    expect(other.result.map((row) => [row.doorName, row.reasons])).toEqual([['other client', ['offline']]]);
    expect((await attention({ ...period, clientId: 1, locationId: place.other })).status).toBe(404);
    expect((await attention({ ...period, clientId: 999_999 })).status).toBe(404);
    expect((await attention({ ...period, locationId: 999_999 })).status).toBe(404);
    const all = await attention({});
    expect(all.status).toBe(200);
    expect(all.result.length).toBeLessThanOrEqual(50);
  });

  it('is not for support staff, nor anyone signed out', async () => {
    expect((await attention({}, 'support')).status).toBe(403);
    expect(
      (await request(t.app, { method: 'POST', url: '/api/services/app/Dashboard/GetDoorsNeedingAttention', body: {} })).status,
    ).toBe(401);
  });

  it('answers 400 to a period outside the years 1 to 9999, or one that ends before it starts', async () => {
    const answer = await attention({ from: '0001-01-01T00:00:00+01:00' });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors?.[0]?.members).toEqual(['from']);
    const backwards = await attention({ from: ago(1).toISOString(), to: ago(2).toISOString() });
    expect(backwards.status).toBe(400);
    expect(backwards.error?.validationErrors?.[0]?.members).toEqual(['to']);
  });
});

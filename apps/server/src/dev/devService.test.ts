import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { deviceReadings, doors } from '../db/schema/index.ts';
import { authenticate, request, signIn } from '../testing/requests.ts';
import { testConfig } from '../testing/testConfig.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();

describe('GET /api/dev/outbox', () => {
  it('lists what was sent, newest first, with the demo on', async () => {
    await authenticate(t.app, { userNameOrEmailAddress: 'admin2fa', password: 'Demo1234!' });
    const answer = await request(t.app, { method: 'GET', url: '/api/dev/outbox' });
    expect(answer.status).toBe(200);
    expect(answer.result.items[0]).toEqual({
      id: expect.any(Number),
      channel: 'sms',
      to: '4790055667',
      subject: null,
      text: expect.stringMatching(/^Your Velo sign-in code is \d{4}$/),
      creationTime: expect.any(String),
    });
  });

  it('does not exist without the demo', async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ demo: false }), logger: false });
    try {
      const answer = await request(app, { method: 'GET', url: '/api/dev/outbox' });
      expect(answer.status).toBe(404);
      expect(answer.success).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/dev/deviceReport', () => {
  const tokens: Record<string, string> = {};
  let nbDoor: number;
  let plcDoor: number;
  beforeAll(async () => {
    for (const userName of ['admin', 'client', 'support']) tokens[userName] = (await signIn(t.app, userName)).accessToken;
    [{ id: nbDoor }] = (await t.db
      .select({ id: doors.id })
      .from(doors)
      .where(eq(doors.lockType, 2))
      .orderBy(asc(doors.id))
      .limit(1)) as [{ id: number }];
    [{ id: plcDoor }] = (await t.db
      .select({ id: doors.id })
      .from(doors)
      .where(eq(doors.lockType, 1))
      .orderBy(asc(doors.id))
      .limit(1)) as [{ id: number }];
  });
  const report = (body: unknown, userName = 'admin') =>
    request(t.app, { method: 'POST', url: '/api/dev/deviceReport', body, token: tokens[userName] });

  it("sets the door's device as reported minutes ago and adds a reading, through the simulator's recording", async () => {
    const before = (await t.db.select().from(doors).where(eq(doors.id, nbDoor)))[0]!;
    const answer = await report({ doorId: nbDoor, deviceStatus: 'ONLINE', batteryLevel: 41, minutesAgo: 15 });
    expect(answer.status).toBe(200);
    const at = new Date(t.clock().getTime() - 15 * 60_000);
    const [after] = await t.db.select().from(doors).where(eq(doors.id, nbDoor));
    expect(after).toEqual({ ...before, deviceStatus: 'ONLINE', lastHeartBeat: at, deviceBatteryLevel: 41 });
    const readings = () =>
      t.db
        .select({ status: deviceReadings.deviceStatus, level: deviceReadings.batteryLevel, time: deviceReadings.readingTime })
        .from(deviceReadings)
        .where(and(eq(deviceReadings.doorId, nbDoor), eq(deviceReadings.readingTime, at)));
    expect(await readings()).toEqual([{ status: 'ONLINE', level: 41, time: at }]);

    // Offline two hours ago: the door keeps the level, the reading has none (an offline lock sends none).
    await report({ doorId: nbDoor, deviceStatus: 'OFFLINE', batteryLevel: 8, minutesAgo: 120 });
    const [offline] = await t.db.select().from(doors).where(eq(doors.id, nbDoor));
    expect(offline).toMatchObject({
      deviceStatus: 'OFFLINE',
      deviceBatteryLevel: 8,
      lastHeartBeat: new Date(t.clock().getTime() - 120 * 60_000),
    });
  });

  it('refuses a door without an NB or BLE lock, and one that is not there', async () => {
    const plc = await report({ doorId: plcDoor, deviceStatus: 'ONLINE', batteryLevel: 50 });
    expect(plc.status).toBe(400);
    expect(plc.error?.validationErrors?.[0]?.members).toEqual(['doorId']);
    expect((await report({ doorId: 99_999_999, deviceStatus: 'ONLINE', batteryLevel: 50 })).status).toBe(404);
    expect((await report({ doorId: nbDoor, deviceStatus: 'ONLINE', batteryLevel: 101 })).status).toBe(400);
    expect((await report({ doorId: nbDoor, deviceStatus: 'ASLEEP', batteryLevel: 50 })).status).toBe(400);
  });

  it('is for a signed-in admin only', async () => {
    const body = { doorId: nbDoor, deviceStatus: 'ONLINE', batteryLevel: 50 };
    expect((await report(body, 'client')).status).toBe(403);
    expect((await report(body, 'support')).status).toBe(403);
    expect((await request(t.app, { method: 'POST', url: '/api/dev/deviceReport', body })).status).toBe(401);
  });

  it('does not exist without the demo', async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ demo: false }), logger: false });
    try {
      const answer = await request(app, {
        method: 'POST',
        url: '/api/dev/deviceReport',
        body: { doorId: nbDoor, deviceStatus: 'ONLINE', batteryLevel: 50 },
        token: tokens['admin'],
      });
      expect(answer.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

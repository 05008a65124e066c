import type { Door } from '@velo/api-client/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { doorEvents, doors, entityChanges, locations } from '../db/schema/index.ts';
import { doorScope } from '../tenancy.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { testConfig } from '../testing/testConfig.ts';
import { claimDoorKey } from './doorLocks.ts';
import { insertDoorTestData, testLocks } from './doorTestData.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
let adminId = 0;
let ids: Awaited<ReturnType<typeof insertDoorTestData>>;

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support']) {
    const signedIn = await signIn(t.app, userName);
    tokens[userName] = signedIn.accessToken;
    if (userName === 'admin') adminId = signedIn.userId;
  }
  ids = await insertDoorTestData(t.db);
});

const call = <Result = Door>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, userName = 'admin') =>
  request<Result>(t.app, {
    method,
    url: `/api/services/app/${path}`,
    token: tokens[userName],
    ...(body === undefined ? {} : { body }),
  });

const eventsOf = (doorId: number) =>
  t.db
    .select({ kind: doorEvents.kind, reason: doorEvents.reason, userId: doorEvents.userId })
    .from(doorEvents)
    .where(eq(doorEvents.doorId, doorId))
    .orderBy(asc(doorEvents.id));

const changesOf = async (doorId: number) =>
  (
    await t.db
      .select({ propertyChanges: entityChanges.propertyChanges, userId: entityChanges.userId })
      .from(entityChanges)
      .where(and(eq(entityChanges.entityTypeFullName, 'Velo.Doors.Door'), eq(entityChanges.entityId, String(doorId))))
      .orderBy(asc(entityChanges.id))
  ).map(({ propertyChanges, userId }) => ({ userId, propertyChanges }));

/** Until some statement waits for a row lock (or two seconds have passed). */
async function waitForALockWait() {
  for (let tries = 0; tries < 40; tries += 1) {
    const { rows } = (await t.db.execute(sql`select count(*)::int as "waiting" from pg_locks where not granted`)) as unknown as {
      rows: Array<{ waiting: number }>;
    };
    if (rows[0]!.waiting > 0) return;
    await sleep(50);
  }
}

const validationError = (field: string, message: string) => ({
  code: 'Request.NotValid',
  message: 'Your request is not valid.',
  details: message,
  validationErrors: [{ message, members: [field] }],
});

describe('Door/Get', () => {
  it('answers a door as stored', async () => {
    const answer = await call('GET', `Door/Get?Id=${ids.online}`);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      id: ids.online,
      name: 'A-01',
      description: null,
      status: true,
      isActive: true,
      doorType: 1,
      lockType: 2,
      hasCharger: false,
      localAccessKey: 'NB-TESTUSED',
      localAccessKeyName: 'Test NB used',
      maxConcurrent: 1,
      subscriptionUserId: 0,
      currentOrderId: 0,
      deviceStatus: 'ONLINE',
      lastHeartBeat: '2026-01-02T03:04:05.006Z',
      deviceSignalStrengh: 'FAIR',
      deviceBatteryLevel: 81,
      locationId: ids.locationId,
      concurrencyStamp: 'stamp-of-a-01',
    });
  });

  it('answers 404 for a door that does not exist', async () => {
    const answer = await call('GET', 'Door/Get?id=2000000000');
    expect(answer.status).toBe(404);
    expect(answer.error?.message).toBe('There is no door with this id.');
  });
});

describe('Door/GetList', () => {
  const ofLocation = (sorting?: string) =>
    call<{ items: Door[]; totalCount: number }>('POST', 'Door/GetList', {
      sorting,
      filterRule: { condition: 'and', filterRules: [{ field: 'LocationId', operator: 'equal', value: ids.locationId }] },
    });

  it("filters by a location's id, by door id unless sorted otherwise", async () => {
    const answer = await ofLocation();
    expect(answer.status).toBe(200);
    expect(answer.result.totalCount).toBe(4);
    expect(answer.result.items.map((door) => door.name)).toEqual(['A-01', 'A-02', 'A-03', 'B-01']);
    expect((await ofLocation('Name DESC')).result.items.map((door) => door.name)).toEqual(['B-01', 'A-03', 'A-02', 'A-01']);
    expect(answer.result.items[3]).toMatchObject({ lockType: 1, localAccessKey: '104', deviceStatus: null, lastHeartBeat: null });
  });

  it('filters by lock type and status', async () => {
    const answer = await call<{ items: Door[] }>('POST', 'Door/GetList', {
      filterRule: {
        condition: 'and',
        filterRules: [
          { field: 'LocationId', operator: 'equal', value: ids.locationId },
          { field: 'LockType', operator: 'in', value: [0, 3] },
          { field: 'Status', operator: 'equal', value: true },
        ],
      },
    });
    expect(answer.result.items.map((door) => door.name)).toEqual(['A-02']);
  });

  it('refuses a field it does not offer with 400', async () => {
    const answer = await call('POST', 'Door/GetList', { sorting: 'ConcurrencyStamp' });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('Request.NotValid');
  });
});

describe('Door/Create', () => {
  const newDoor = {
    locationId: 0,
    name: 'C-01',
    lockType: 2,
    localAccessKey: testLocks.nb.serial,
    localAccessKeyName: 'sent name',
  };
  const create = (change: object) => call('POST', 'Door/Create', { ...newDoor, locationId: ids.locationId, ...change });

  it('makes a door with the unused lock, named as the lock is, and the dialog’s defaults', async () => {
    const answer = await create({ maxConcurrent: 0, description: 'By the gate' });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      id: expect.any(Number),
      name: 'C-01',
      description: 'By the gate',
      status: true,
      isActive: true,
      doorType: 1,
      lockType: 2,
      hasCharger: false,
      localAccessKey: 'NB-TEST0001',
      localAccessKeyName: 'Test NB 0001',
      maxConcurrent: 1,
      subscriptionUserId: 0,
      currentOrderId: 0,
      deviceStatus: null,
      lastHeartBeat: null,
      deviceSignalStrengh: null,
      deviceBatteryLevel: null,
      locationId: ids.locationId,
      concurrencyStamp: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const again = await create({ name: 'C-02' });
    expect(again.status).toBe(400);
    expect(again.error).toMatchObject({
      code: 'Door.LockUnavailable',
      message: 'This lock is not among the unused locks. Choose another.',
    });
  });

  it('refuses a lock that is not in the locks, or is of another type', async () => {
    for (const change of [{ localAccessKey: 'NB-NOSUCH' }, { lockType: 3, localAccessKey: testLocks.nbRaced.serial }]) {
      const answer = await create(change);
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.error?.code).toBe('Door.LockUnavailable');
    }
  });

  it('keeps a PLC key as sent, and no key for a door without a lock', async () => {
    const plc = await create({
      lockType: 1,
      localAccessKey: '0',
      localAccessKeyName: 'PLC output 0',
      doorType: 4,
      hasCharger: true,
    });
    expect(plc.result).toMatchObject({
      lockType: 1,
      localAccessKey: '0',
      localAccessKeyName: 'PLC output 0',
      doorType: 4,
      hasCharger: true,
    });
    const none = await create({ lockType: 0, localAccessKey: 'ignored', status: false, isActive: false });
    expect(none.result).toMatchObject({
      lockType: 0,
      localAccessKey: null,
      localAccessKeyName: null,
      status: false,
      isActive: false,
    });
  });

  it('refuses a missing name, a missing key and a PLC key that is not a whole number, saying which field', async () => {
    expect((await create({ name: ' ' })).error).toEqual(validationError('name', 'Required'));
    expect((await create({ localAccessKey: null })).error).toEqual(validationError('localAccessKey', 'Required'));
    expect((await create({ lockType: 1, localAccessKey: '1.5' })).error).toEqual(
      validationError('localAccessKey', 'Enter a whole number of 0 or more'),
    );
  });

  it('answers 404 for a location that does not exist', async () => {
    const answer = await create({ locationId: 2_000_000_000, lockType: 0 });
    expect(answer.status).toBe(404);
    expect(answer.error?.message).toBe('There is no location with this id.');
  });

  it('gives one lock to one of two doors asking for it at once', async () => {
    const answers = await Promise.all(
      ['R-01', 'R-02', 'R-03'].map((name) => create({ name, localAccessKey: testLocks.nbRaced.serial })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.error?.code)).toEqual([
      'Door.LockUnavailable',
      'Door.LockUnavailable',
    ]);
    const holders = await t.db.select({ id: doors.id }).from(doors).where(eq(doors.localAccessKey, testLocks.nbRaced.serial));
    expect(holders).toHaveLength(1);
  });

  // PGlite runs one transaction at a time: only PostgreSQL can hold a claim open while another asks.
  it.runIf(inject('testDatabaseTemplate').kind === 'postgres')(
    'makes a door asking for a lock another transaction is claiming wait for it, then refuses it',
    async () => {
      const serial = testLocks.nbHeld.serial;
      let second: ReturnType<typeof create> | undefined;
      await t.db.transaction(async (tx) => {
        const key = await claimDoorKey(tx, { lockType: 2, localAccessKey: serial });
        await tx.insert(doors).values({ locationId: ids.locationId, name: 'H-01', ...key });
        second = create({ name: 'H-02', localAccessKey: serial });
        await waitForALockWait();
      });
      const answer = await second!;
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('Door.LockUnavailable');
    },
  );
});

describe('Door/Update', () => {
  const edit = (door: Door, change: object) => {
    const { id, locationId, name, description, doorType, lockType, localAccessKey, maxConcurrent, hasCharger, status, isActive } =
      door;
    const details = {
      id,
      locationId,
      name,
      description,
      doorType,
      lockType,
      localAccessKey,
      maxConcurrent,
      hasCharger,
      status,
      isActive,
    };
    return call('PUT', 'Door/Update', { ...details, ...change });
  };
  const read = async (id: number) => (await call('GET', `Door/Get?id=${id}`)).result;

  it('saves the details, keeps the door’s own lock, gives a new stamp and audits status, active and description', async () => {
    const door = await read(ids.online);
    const answer = await edit(door, {
      name: 'A-01b',
      description: 'Repainted',
      isActive: false,
      maxConcurrent: 3,
      concurrencyStamp: 'stamp-of-a-01',
    });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      ...door,
      name: 'A-01b',
      description: 'Repainted',
      isActive: false,
      maxConcurrent: 3,
      concurrencyStamp: expect.not.stringMatching(/^stamp-of-a-01$/),
    });
    expect(await changesOf(ids.online)).toEqual([
      {
        userId: adminId,
        propertyChanges: [
          { propertyName: 'IsActive', originalValue: 'true', newValue: 'false' },
          { propertyName: 'Description', originalValue: 'null', newValue: '"Repainted"' },
        ],
      },
    ]);
  });

  it('refuses a stale stamp with 409 and accepts none', async () => {
    const door = await read(ids.plc);
    const stale = await edit(door, { name: 'B-01 stale', concurrencyStamp: 'an-older-stamp' });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({
      code: 'Record.Stale',
      message: 'Someone else changed this record. Reload it and try again.',
    });
    expect((await read(ids.plc)).name).toBe('B-01');
    const unstamped = await edit(door, { name: 'B-01b', localAccessKey: '105' });
    expect(unstamped.result).toMatchObject({ name: 'B-01b', localAccessKey: '105' });
  });

  it("refuses another door's lock and takes an unused one", async () => {
    const door = await read(ids.offline);
    const taken = await edit(door, { lockType: 2, localAccessKey: 'NB-TESTUSED' });
    expect(taken.status).toBe(400);
    expect(taken.error?.code).toBe('Door.LockUnavailable');
    const free = await edit(door, { localAccessKey: testLocks.ble.serial });
    expect(free.result).toMatchObject({ lockType: 3, localAccessKey: 'BLE-TEST-0001', localAccessKeyName: 'Test BLE 0001' });
  });

  it('answers 404 for a door that does not exist', async () => {
    const door = await read(ids.noLock);
    expect((await edit(door, { id: 2_000_000_000 })).status).toBe(404);
  });
});

describe('Door/Activate', () => {
  it('disables a door with its reason as the description, a door event and the audited change', async () => {
    const before = await call('GET', `Door/Get?id=${ids.plc}`);
    const answer = await call('POST', 'Door/Activate', { id: ids.plc, isActive: false, description: ' Lock jammed ' });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ id: ids.plc, status: false, isActive: true, description: 'Lock jammed' });
    expect(answer.result.concurrencyStamp).not.toBe(before.result.concurrencyStamp);
    expect(await eventsOf(ids.plc)).toEqual([{ kind: 'disabled', reason: 'Lock jammed', userId: adminId }]);
    expect((await changesOf(ids.plc)).at(-1)).toEqual({
      userId: adminId,
      propertyChanges: [
        { propertyName: 'Status', originalValue: 'true', newValue: 'false' },
        { propertyName: 'Description', originalValue: 'null', newValue: '"Lock jammed"' },
      ],
    });
  });

  it('enables a door again, its reason cleared when none is given', async () => {
    const answer = await call('POST', 'Door/Activate', { id: ids.noLock, isActive: true });
    expect(answer.result).toMatchObject({ status: true, description: null });
    expect(await eventsOf(ids.noLock)).toEqual([{ kind: 'enabled', reason: null, userId: adminId }]);
  });

  it('refuses to disable without a reason, and answers 404 for a door that does not exist', async () => {
    const answer = await call('POST', 'Door/Activate', { id: ids.online, isActive: false, description: '' });
    expect(answer.error).toEqual(validationError('description', 'Required'));
    expect(await eventsOf(ids.online)).toEqual([]);
    expect((await call('POST', 'Door/Activate', { id: 2_000_000_000, isActive: true })).status).toBe(404);
  });
});

describe('Door/AdminUnlock', () => {
  const unlock = (id: number) => call<{ success: boolean }>('GET', `Door/AdminUnlock?id=${id}`);

  it('unlocks a door whose lock is not offline, and records who did', async () => {
    const answer = await unlock(ids.online);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ success: true });
    expect((await eventsOf(ids.online)).at(-1)).toEqual({ kind: 'unlocked', reason: null, userId: adminId });
  });

  it('refuses a door without a lock and one whose lock is offline, before reaching the lock', async () => {
    const noLock = await unlock(ids.noLock);
    expect(noLock.status).toBe(400);
    expect(noLock.error).toMatchObject({ code: 'Door.NoLock', message: 'This door has no lock to unlock.' });
    const eventsBefore = await eventsOf(ids.offline);
    const offline = await unlock(ids.offline);
    expect(offline.status).toBe(400);
    expect(offline.error).toMatchObject({
      code: 'Door.DeviceOffline',
      message: 'The door cannot be unlocked: its lock is offline.',
    });
    expect(await eventsOf(ids.offline)).toEqual(eventsBefore);
  });

  it('answers 404 for a door that does not exist', async () => {
    expect((await unlock(2_000_000_000)).status).toBe(404);
  });

  it('answers 400 when the lock does not answer, and records the attempt', async () => {
    const app = await buildApp({
      db: t.db,
      config: testConfig(),
      clock: t.clock,
      logger: false,
      lockGateway: { name: 'Failing locks', unlock: async () => 'failed' },
    });
    try {
      const answer = await request(app, {
        method: 'GET',
        url: `/api/services/app/Door/AdminUnlock?id=${ids.plc}`,
        token: tokens.admin,
      });
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'Door.LockGatewayFailed', message: 'The lock did not answer. Try again.' });
      expect((await eventsOf(ids.plc)).at(-1)).toEqual({
        kind: 'unlocked',
        reason: 'Not unlocked: the lock did not answer.',
        userId: adminId,
      });
    } finally {
      await app.close();
    }
  });
});

describe('the locks', () => {
  it('lists the unused NB and BLE locks by key and name, and all of them with Unused=false', async () => {
    const unusedNb = (await call<Record<string, string>>('GET', 'door/GetNBLocks?Unused=true')).result;
    expect(unusedNb['NB-TESTUSED']).toBeUndefined();
    expect(unusedNb['BLE-TEST-0001']).toBeUndefined();
    expect(Object.values(unusedNb).length).toBeGreaterThanOrEqual(8);
    const allNb = (await call<Record<string, string>>('GET', 'door/GetNBLocks?Unused=false')).result;
    expect(allNb['NB-TESTUSED']).toBe('Test NB used');
    const unusedBle = (await call<Record<string, string>>('GET', 'door/GetBLELocks?unused=TRUE')).result;
    expect(Object.keys(unusedBle).every((serial) => serial.startsWith('BLE-'))).toBe(true);
  });

  it('maps every lock to its type', async () => {
    const all = (await call<Record<string, number>>('GET', 'door/GetLocks?Unused=false')).result;
    expect(all).toMatchObject({ 'NB-TESTUSED': 2, 'BLE-TEST-0001': 3 });
    const unused = (await call<Record<string, number>>('GET', 'door/GetLocks?Unused=true')).result;
    expect(unused['NB-TESTUSED']).toBeUndefined();
  });

  it('refuses an Unused that is not true or false', async () => {
    const answer = await call('GET', 'door/GetNBLocks?Unused=maybe');
    expect(answer.error).toEqual(validationError('Unused', 'Expected true or false.'));
  });
});

describe('doorScope', () => {
  it("narrows a client administrator to the doors of its client's locations", async () => {
    const client = { userId: 0, role: 'client', clientId: 1, accessLevel: 2, sessionId: '' } as const;
    const doorsOf = (scope: ReturnType<typeof doorScope>) =>
      t.db
        .select({ clientId: locations.clientId })
        .from(doors)
        .innerJoin(locations, eq(locations.id, doors.locationId))
        .where(scope);
    const own = await doorsOf(doorScope(client));
    expect(own.length).toBeGreaterThan(4);
    expect(new Set(own.map((door) => door.clientId))).toEqual(new Set([1]));
    expect(await doorsOf(doorScope({ ...client, clientId: null }))).toEqual([]);
    expect(new Set((await doorsOf(doorScope({ ...client, role: 'admin' }))).map((door) => door.clientId))).toEqual(
      new Set([1, 2, 3, null]),
    );
  });
});

describe('who may call the door endpoints', () => {
  const calls: Array<[string, string]> = [
    ['POST', 'Door/GetList'],
    ['GET', 'Door/Get?id=1'],
    ['POST', 'Door/Create'],
    ['PUT', 'Door/Update'],
    ['POST', 'Door/Activate'],
    ['GET', 'Door/AdminUnlock?id=1'],
    ['GET', 'door/GetNBLocks?Unused=true'],
    ['GET', 'door/GetBLELocks?Unused=true'],
    ['GET', 'door/GetLocks?Unused=true'],
  ];

  it('refuses client administrators and support staff with 403: doors are the admin’s', async () => {
    for (const userName of ['client', 'client-read', 'support'])
      for (const [method, path] of calls) {
        const answer = await call(method as 'GET', path, method === 'GET' ? undefined : {}, userName);
        expect(answer.status, `${method} ${path} as ${userName}`).toBe(403);
      }
  });
});

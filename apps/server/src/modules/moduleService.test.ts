import type { Item, LockerModule } from '@velo/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doors, items, modules } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { insertModuleTestData, moduleTestLocks } from './moduleTestData.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
let places: Awaited<ReturnType<typeof insertModuleTestData>>;

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
  places = await insertModuleTestData(t.db);
});

const call = <Result = LockerModule>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  userName = 'admin',
) =>
  request<Result>(t.app, {
    method,
    url: `/api/services/app/${path}`,
    token: tokens[userName],
    ...(body === undefined ? {} : { body }),
  });

const createModule = async (body: object) => {
  const answer = await call('POST', 'Modules/Create', body);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result;
};

const createItem = async (body: object) => {
  const answer = await call<Item>('POST', 'items/create/', body);
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result;
};

const doorsAt = (locationId: number) => t.db.select().from(doors).where(eq(doors.locationId, locationId)).orderBy(asc(doors.id));

const sampleTags = { Produkt: 'Sykkelskap 6-delt', Color: 'RAL 7016 antrasittgrå', 'Nøkkel ID #': 'K-10234' };

describe('Modules/Create', () => {
  it('answers the module made with its tags, its location and that location’s client', async () => {
    const made = await createModule({ name: ' BK-TEST-0001 ', locationId: places.oslo, tags: sampleTags });
    expect(made).toMatchObject({
      name: 'BK-TEST-0001',
      locationId: places.oslo,
      location: { id: places.oslo, name: 'Module test Oslo', client: { id: 1, name: 'Nordlys Parkering AS' } },
      tags: sampleTags,
      items: [],
    });
    expect(made.concurrencyStamp).toEqual(expect.any(String));
    const [stored] = await t.db.select().from(modules).where(eq(modules.id, made.id));
    expect(stored).toMatchObject({ name: 'BK-TEST-0001', locationId: places.oslo, tags: sampleTags });
  });

  it('keeps a module Not assigned with no location, null or 0, and a location without a client shows none', async () => {
    expect(await createModule({ name: 'BK-TEST-0002' })).toMatchObject({ locationId: null, location: null, tags: {} });
    expect(await createModule({ name: 'BK-TEST-0003', locationId: 0 })).toMatchObject({ locationId: null, location: null });
    expect(await createModule({ name: 'BK-TEST-0004', locationId: places.noClient })).toMatchObject({
      location: { id: places.noClient, client: null },
    });
  });

  it('refuses a location that does not exist with 400, and makes nothing', async () => {
    const answer = await call('POST', 'Modules/Create', { name: 'BK-TEST-NOWHERE', locationId: 2_000_000_000 });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'Module.LocationNotFound' });
    expect(await t.db.select().from(modules).where(eq(modules.name, 'BK-TEST-NOWHERE'))).toEqual([]);
  });

  it('refuses a missing name, a key with spaces around it and too many tags with 400 naming the field', async () => {
    const noName = await call('POST', 'Modules/Create', { name: '  ' });
    expect(noName.status).toBe(400);
    expect(noName.error?.validationErrors).toEqual([{ message: 'Required', members: ['name'] }]);
    const spaced = await call('POST', 'Modules/Create', { name: 'BK', tags: { ' Color': 'Grå' } });
    expect(spaced.error?.validationErrors).toEqual([
      { message: "A tag's key may not begin or end with a space.", members: ['tags. Color'] },
    ]);
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, 'v']));
    const huge = await call('POST', 'Modules/Create', { name: 'BK', tags: many });
    expect(huge.status).toBe(400);
    expect(huge.error?.validationErrors).toEqual([{ message: 'At most 50 tags.', members: ['tags'] }]);
  });
});

describe('Modules/Get and Modules/GetList', () => {
  it('answers one module with its items and their doors, and 404 for one that does not exist', async () => {
    const made = await createModule({ name: 'BK-TEST-GET', locationId: places.oslo });
    const [door] = await doorsAt(places.oslo);
    const linked = await createItem({ moduleId: made.id, name: 'Dør 1', doorType: 4 });
    await t.db.update(items).set({ doorId: door!.id }).where(eq(items.id, linked.id));
    const answer = await call('GET', `Modules/Get?Id=${made.id}`);
    expect(answer.status).toBe(200);
    expect(answer.result.items).toEqual([
      {
        id: linked.id,
        name: 'Dør 1',
        dmsId: null,
        doorType: 4,
        lockType: 0,
        localAccessKey: null,
        doorId: door!.id,
        door: { id: door!.id, name: 'H-01', locationId: places.oslo, locationName: 'Module test Oslo' },
      },
    ]);
    const missing = await call('GET', 'Modules/Get?id=2000000000');
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('There is no module with this id.');
  });

  it('filters by location and sorts by name, reading up to 1000 at once', async () => {
    await createModule({ name: 'BK-TEST-LIST-B', locationId: places.bergen });
    await createModule({ name: 'BK-TEST-LIST-A', locationId: places.bergen });
    const answer = await call<{ items: LockerModule[]; totalCount: number }>('POST', 'Modules/GetList', {
      maxResultCount: 1000,
      sorting: 'Name ASC',
      filterRule: { condition: 'and', filterRules: [{ field: 'LocationId', operator: 'equal', value: places.bergen }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.result.totalCount).toBe(2);
    expect(answer.result.items.map((module) => module.name)).toEqual(['BK-TEST-LIST-A', 'BK-TEST-LIST-B']);
    expect(answer.result.items[0]!.location).toEqual({
      id: places.bergen,
      name: 'Module test Bergen',
      client: { id: 2, name: 'Vestland Sykkeldrift AS' },
    });
  });

  it('finds the modules not assigned, and refuses a field it does not offer or a page over 1000', async () => {
    const notAssigned = await call<{ items: LockerModule[] }>('POST', 'Modules/GetList', {
      maxResultCount: 1000,
      filterRule: { condition: 'and', filterRules: [{ field: 'LocationId', operator: 'is_null' }] },
    });
    expect(notAssigned.result.items.length).toBeGreaterThan(0);
    expect(notAssigned.result.items.every((module) => module.location === null)).toBe(true);
    expect((await call('POST', 'Modules/GetList', { sorting: 'Tags' })).status).toBe(400);
    expect((await call('POST', 'Modules/GetList', { maxResultCount: 1001 })).status).toBe(400);
  });
});

describe('modules/Update', () => {
  it('saves name, location and tags (replacing them), with a new stamp; a stale stamp is 409', async () => {
    const made = await createModule({ name: 'BK-TEST-EDIT', tags: sampleTags });
    const answer = await call('PUT', 'modules/Update', {
      id: made.id,
      name: 'BK-TEST-EDITED',
      locationId: places.noClient,
      tags: { Comment: 'Flyttet' },
      concurrencyStamp: made.concurrencyStamp,
    });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ name: 'BK-TEST-EDITED', locationId: places.noClient, tags: { Comment: 'Flyttet' } });
    expect(answer.result.concurrencyStamp).not.toBe(made.concurrencyStamp);

    const stale = await call('PUT', 'modules/Update', { id: made.id, name: 'Lost', concurrencyStamp: made.concurrencyStamp });
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('Record.Stale');
    // No stamp: accepted, as the original console sends none.
    expect((await call('PUT', 'modules/Update', { id: made.id, name: 'BK-TEST-EDITED', locationId: 0 })).result).toMatchObject({
      locationId: null,
      tags: {},
    });
  });

  it('answers 404 for a module that does not exist', async () => {
    const answer = await call('PUT', 'modules/Update', { id: 2_000_000_000, name: 'x' });
    expect(answer.status).toBe(404);
  });

  it("moved to a location, makes doors there from the chosen items' door fields and links them", async () => {
    const made = await createModule({ name: 'BK-TEST-MOVE' });
    const nb = await createItem({
      moduleId: made.id,
      name: 'M-01',
      doorType: 0,
      lockType: 2,
      localAccessKey: moduleTestLocks.nb.serial,
      hasCharger: true,
      maxConcurrent: 3,
    });
    const plc = await createItem({ moduleId: made.id, name: 'M-02', lockType: 1, localAccessKey: '7' });
    const left = await createItem({ moduleId: made.id, name: 'M-03' });
    const doorsBefore = await doorsAt(places.bergen);

    const answer = await call('PUT', 'modules/Update', {
      id: made.id,
      name: made.name,
      locationId: places.bergen,
      tags: {},
      items: [
        { id: nb.id, createNewDoor: true },
        { id: plc.id, createNewDoor: true },
        { id: left.id, createNewDoor: false },
      ],
      concurrencyStamp: made.concurrencyStamp,
    });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);

    const newDoors = (await doorsAt(places.bergen)).slice(doorsBefore.length);
    expect(newDoors).toMatchObject([
      {
        name: 'M-01',
        doorType: 0,
        lockType: 2,
        localAccessKey: moduleTestLocks.nb.serial,
        localAccessKeyName: moduleTestLocks.nb.name,
        hasCharger: true,
        maxConcurrent: 3,
        status: true,
        isActive: true,
      },
      { name: 'M-02', doorType: 1, lockType: 1, localAccessKey: '7', hasCharger: false, maxConcurrent: 1 },
    ]);
    expect(
      answer.result.items.map(({ name, doorId, door }) => ({ name, doorId, locationName: door?.locationName ?? null })),
    ).toEqual([
      { name: 'M-01', doorId: newDoors[0]!.id, locationName: 'Module test Bergen' },
      { name: 'M-02', doorId: newDoors[1]!.id, locationName: 'Module test Bergen' },
      { name: 'M-03', doorId: null, locationName: null },
    ]);
    // The location's Doors tab reads them.
    const tab = await call<{ items: Array<{ name: string }> }>('POST', 'Location/GetDoorList', {
      locationId: places.bergen,
      maxResultCount: 100,
    });
    expect(tab.result.items.map((door) => door.name)).toEqual(expect.arrayContaining(['M-01', 'M-02']));
    // The lock is no longer offered.
    const unused = await call<Record<string, string>>('GET', 'door/GetNBLocks?Unused=true');
    expect(Object.keys(unused.result)).not.toContain(moduleTestLocks.nb.serial);

    // Moving away, or to Not assigned, leaves the doors and the links as they are; no new doors without a move.
    const away = await call('PUT', 'modules/Update', { id: made.id, name: made.name, locationId: null });
    expect(away.status).toBe(200);
    expect(away.result.items.map((item) => item.doorId)).toEqual([newDoors[0]!.id, newDoors[1]!.id, null]);
    expect((await doorsAt(places.bergen)).length).toBe(doorsBefore.length + 2);
    const noMove = await call('PUT', 'modules/Update', {
      id: made.id,
      name: made.name,
      locationId: null,
      items: [{ id: left.id, createNewDoor: true }],
    });
    expect(noMove.status).toBe(400);
    expect(noMove.error?.code).toBe('Module.NoNewLocation');
  });

  it('makes nothing when the location does not exist, an item is not the module’s or lacks its lock', async () => {
    const made = await createModule({ name: 'BK-TEST-REFUSED' });
    const other = await createModule({ name: 'BK-TEST-OTHER' });
    const ready = await createItem({ moduleId: made.id, name: 'R-01', lockType: 2, localAccessKey: moduleTestLocks.nb2.serial });
    const keyless = await createItem({ moduleId: made.id, name: 'R-02', lockType: 3 });
    const foreign = await createItem({ moduleId: other.id, name: 'F-01' });
    const move = (locationId: number, itemIds: number[]) =>
      call('PUT', 'modules/Update', {
        id: made.id,
        name: made.name,
        locationId,
        items: itemIds.map((id) => ({ id, createNewDoor: true })),
      });
    const doorsBefore = (await doorsAt(places.noClient)).length;

    const nowhere = await move(2_000_000_000, [ready.id]);
    expect(nowhere.status).toBe(400);
    expect(nowhere.error?.code).toBe('Module.LocationNotFound');
    const notOwn = await move(places.noClient, [ready.id, foreign.id]);
    expect(notOwn.error?.code).toBe('Module.ItemNotInModule');
    const noKey = await move(places.noClient, [ready.id, keyless.id]);
    expect(noKey.status).toBe(400);
    expect(noKey.error).toMatchObject({
      code: 'Item.LockMissing',
      message: 'R-02 has a lock type but no lock: choose its lock before making its door.',
    });

    expect((await doorsAt(places.noClient)).length).toBe(doorsBefore);
    const [stored] = await t.db.select().from(modules).where(eq(modules.id, made.id));
    expect(stored!.locationId).toBeNull();
    const storedItems = await t.db.select({ doorId: items.doorId }).from(items).where(eq(items.moduleId, made.id));
    expect(storedItems.every((item) => item.doorId === null)).toBe(true);
  });

  it('refuses a new door whose lock another door has, naming that door', async () => {
    const made = await createModule({ name: 'BK-TEST-HELD', locationId: places.oslo });
    const item = await createItem({ moduleId: made.id, name: 'H-01' });
    // As the demo links an item to its door: the same lock.
    await t.db
      .update(items)
      .set({ lockType: 2, localAccessKey: moduleTestLocks.held.serial, doorId: places.heldDoor })
      .where(eq(items.id, item.id));
    const answer = await call('PUT', 'modules/Update', {
      id: made.id,
      name: made.name,
      locationId: places.bergen,
      items: [{ id: item.id, createNewDoor: true }],
    });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      code: 'Door.LockUnavailable',
      message: 'The lock of H-01 is the key of door H-01 at Module test Oslo. Give that door another lock first.',
    });
  });
});

describe('Modules/Delete', () => {
  it('deletes the module and its items; the doors made from them stay', async () => {
    const made = await createModule({ name: 'BK-TEST-DELETE' });
    const item = await createItem({ moduleId: made.id, name: 'D-01', lockType: 2, localAccessKey: moduleTestLocks.nb3.serial });
    await call('PUT', 'modules/Update', {
      id: made.id,
      name: made.name,
      locationId: places.noClient,
      items: [{ id: item.id, createNewDoor: true }],
    });
    const [door] = (await doorsAt(places.noClient)).filter((each) => each.name === 'D-01');
    const answer = await call<null>('DELETE', `Modules/Delete?id=${made.id}`);
    expect(answer.status).toBe(200);
    expect(answer.result).toBeNull();
    expect(await t.db.select().from(items).where(eq(items.moduleId, made.id))).toEqual([]);
    expect((await t.db.select().from(doors).where(eq(doors.id, door!.id))).length).toBe(1);
    expect((await call('DELETE', `Modules/Delete?id=${made.id}`)).status).toBe(404);
  });
});

describe('the module and item calls', () => {
  const everyCall = [
    ['POST', 'Modules/GetList', {}],
    ['GET', 'Modules/Get?id=1', undefined],
    ['POST', 'Modules/Create', { name: 'Sneaky' }],
    ['PUT', 'modules/Update', { id: 1, name: 'Sneaky' }],
    ['DELETE', 'Modules/Delete?id=1', undefined],
    ['POST', 'Items/GetList', {}],
    ['GET', 'Items/Get?id=1', undefined],
    ['POST', 'items/create/', { moduleId: 1, name: 'Sneaky' }],
    ['PUT', 'items/update', { id: 1, moduleId: 1, name: 'Sneaky' }],
    ['DELETE', 'Items/Delete?id=1', undefined],
  ] as const;

  it.each(['client', 'client-read', 'support'])('answer %s 403, and change nothing', async (userName) => {
    const [before] = await t.db.select().from(modules).orderBy(asc(modules.id)).limit(1);
    for (const [method, path, body] of everyCall) {
      const answer = await call(method, path, body, userName);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.error?.code).toBe('Auth.Forbidden');
    }
    const [after] = await t.db.select().from(modules).orderBy(asc(modules.id)).limit(1);
    expect(after).toEqual(before);
  });
});

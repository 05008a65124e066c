import type { Item, LockerModule } from '@velo/api-client/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doors, items } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { insertModuleTestData, moduleTestLocks } from './moduleTestData.ts';

const t = useTestApp();
let token = '';
let places: Awaited<ReturnType<typeof insertModuleTestData>>;
let moduleId = 0;
let otherModuleId = 0;

const call = <Result = Item>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  request<Result>(t.app, { method, url: `/api/services/app/${path}`, token, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  token = (await signIn(t.app, 'admin')).accessToken;
  places = await insertModuleTestData(t.db);
  const module = await call<LockerModule>('POST', 'Modules/Create', { name: 'BK-ITEMS', locationId: places.oslo });
  moduleId = module.result.id;
  otherModuleId = (await call<LockerModule>('POST', 'Modules/Create', { name: 'BK-ITEMS-OTHER' })).result.id;
});

const create = async (body: object) => {
  const answer = await call('POST', 'items/create/', { moduleId, ...body });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.result;
};

describe('items/create/', () => {
  it('answers the item made with its module, its lock’s name and its tags; below 1 concurrent is 1', async () => {
    const answer = await call('POST', 'items/create/', {
      moduleId,
      name: ' Dør 1 ',
      dmsId: ' DMS-4411 ',
      doorType: 2,
      lockType: 2,
      localAccessKey: moduleTestLocks.nb.serial,
      hasCharger: true,
      maxConcurrent: 0,
      tags: { Folie: 'Blå', 'nøkkel 1': 'Driftsleder' },
    });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.result).toMatchObject({
      moduleId,
      module: { id: moduleId, name: 'BK-ITEMS', locationId: places.oslo },
      name: 'Dør 1',
      dmsId: 'DMS-4411',
      doorType: 2,
      lockType: 2,
      localAccessKey: moduleTestLocks.nb.serial,
      localAccessKeyName: moduleTestLocks.nb.name,
      hasCharger: true,
      maxConcurrent: 1,
      doorId: null,
      door: null,
      tags: { Folie: 'Blå', 'nøkkel 1': 'Driftsleder' },
    });
  });

  it('answers at the spec’s path whatever its case', async () => {
    const answer = await call('POST', 'Items/Create/', { moduleId, name: 'Dør 2' });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ name: 'Dør 2', doorType: 1, lockType: 0, localAccessKey: null, dmsId: null });
  });

  it('keeps no key without a lock, and a PLC output as sent', async () => {
    expect(await create({ name: 'Dør 3', lockType: 0, localAccessKey: '12' })).toMatchObject({ localAccessKey: null });
    expect(await create({ name: 'Dør 4', lockType: 1, localAccessKey: '12' })).toMatchObject({
      localAccessKey: '12',
      localAccessKeyName: null,
    });
  });

  it('refuses a module that does not exist, and a lock that is unknown, a door’s or another item’s', async () => {
    const noModule = await call('POST', 'items/create/', { moduleId: 2_000_000_000, name: 'x' });
    expect(noModule.status).toBe(400);
    expect(noModule.error?.code).toBe('Module.NotFound');
    const unknown = await call('POST', 'items/create/', { moduleId, name: 'x', lockType: 2, localAccessKey: 'NB-NOSUCH' });
    expect(unknown.error?.code).toBe('Door.LockUnavailable');
    const wrongType = await call('POST', 'items/create/', {
      moduleId,
      name: 'x',
      lockType: 3,
      localAccessKey: moduleTestLocks.nb2.serial,
    });
    expect(wrongType.error?.code).toBe('Door.LockUnavailable');
    const doors = await call('POST', 'items/create/', {
      moduleId,
      name: 'x',
      lockType: 2,
      localAccessKey: moduleTestLocks.held.serial,
    });
    expect(doors.error?.code).toBe('Door.LockUnavailable');
    await create({ name: 'Holder', lockType: 3, localAccessKey: moduleTestLocks.ble.serial });
    const taken = await call('POST', 'items/create/', {
      moduleId,
      name: 'x',
      lockType: 3,
      localAccessKey: moduleTestLocks.ble.serial,
    });
    expect(taken.status).toBe(400);
    expect(taken.error).toMatchObject({
      code: 'Item.LockTaken',
      message: 'Another door component has this lock. Choose another.',
    });
  });

  it('refuses a name left empty and a PLC key that is not a number with 400 naming the field', async () => {
    const answer = await call('POST', 'items/create/', { moduleId, name: '', lockType: 1, localAccessKey: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(['name']);
    const plc = await call('POST', 'items/create/', { moduleId, name: 'x', lockType: 1, localAccessKey: 'x' });
    expect(plc.error?.validationErrors).toEqual([{ message: 'Enter a whole number of 0 or more', members: ['localAccessKey'] }]);
  });
});

describe('a lock an item keeps', () => {
  it('is not offered to doors, and a door cannot take it', async () => {
    await create({ name: 'Keeper', lockType: 2, localAccessKey: moduleTestLocks.nb2.serial });
    const unused = await call<Record<string, string>>('GET', 'door/GetNBLocks?Unused=true');
    expect(Object.keys(unused.result)).not.toContain(moduleTestLocks.nb2.serial);
    expect(Object.keys(unused.result)).toContain(moduleTestLocks.nb3.serial);
    const door = await call('POST', 'Door/Create', {
      locationId: places.oslo,
      name: 'Thief',
      lockType: 2,
      localAccessKey: moduleTestLocks.nb2.serial,
    });
    expect(door.status).toBe(400);
    expect(door.error?.code).toBe('Door.LockUnavailable');
  });
});

describe('items/update', () => {
  it('saves every detail with a new stamp, keeps its own lock, and refuses a stale stamp with 409', async () => {
    const made = await create({ name: 'E-01', lockType: 2, localAccessKey: moduleTestLocks.nb3.serial, tags: { Color: 'Grå' } });
    const answer = await call('PUT', 'items/update', {
      id: made.id,
      moduleId: otherModuleId,
      name: 'E-01b',
      doorType: 3,
      lockType: 2,
      localAccessKey: moduleTestLocks.nb3.serial,
      maxConcurrent: 2,
      tags: { Color: 'Svart', Comment: 'Ny folie' },
      concurrencyStamp: made.concurrencyStamp,
    });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.result).toMatchObject({
      moduleId: otherModuleId,
      module: { name: 'BK-ITEMS-OTHER', locationId: null },
      name: 'E-01b',
      doorType: 3,
      localAccessKey: moduleTestLocks.nb3.serial,
      maxConcurrent: 2,
      tags: { Color: 'Svart', Comment: 'Ny folie' },
    });
    expect(answer.result.concurrencyStamp).not.toBe(made.concurrencyStamp);
    const stale = await call('PUT', 'items/update', {
      id: made.id,
      moduleId,
      name: 'Lost',
      concurrencyStamp: made.concurrencyStamp,
    });
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('Record.Stale');
  });

  it('keeps its lock when its own door has it', async () => {
    const made = await create({ name: 'Linked' });
    await t.db
      .update(items)
      .set({ lockType: 2, localAccessKey: moduleTestLocks.held.serial, doorId: places.heldDoor })
      .where(eq(items.id, made.id));
    const answer = await call('PUT', 'items/update', {
      id: made.id,
      moduleId,
      name: 'Linked',
      lockType: 2,
      localAccessKey: moduleTestLocks.held.serial,
      dmsId: 'DMS-1',
    });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.result).toMatchObject({
      dmsId: 'DMS-1',
      door: { id: places.heldDoor, name: 'H-01', locationId: places.oslo, locationName: 'Module test Oslo' },
    });
  });

  it('refuses a module that does not exist with 400 and an item that does not with 404', async () => {
    const made = await create({ name: 'E-02' });
    const noModule = await call('PUT', 'items/update', { id: made.id, moduleId: 2_000_000_000, name: 'E-02' });
    expect(noModule.status).toBe(400);
    expect(noModule.error?.code).toBe('Module.NotFound');
    expect((await call('PUT', 'items/update', { id: 2_000_000_000, moduleId, name: 'x' })).status).toBe(404);
  });
});

describe('Items/Get, Items/GetList and Items/Delete', () => {
  it("lists a module's items, one item, and 404 for one that does not exist", async () => {
    const answer = await call<{ items: Item[]; totalCount: number }>('POST', 'Items/GetList', {
      maxResultCount: 1000,
      sorting: 'Name DESC',
      filterRule: { condition: 'and', filterRules: [{ field: 'ModuleId', operator: 'equal', value: moduleId }] },
    });
    expect(answer.status).toBe(200);
    const names = answer.result.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect(answer.result.items.every((item) => item.moduleId === moduleId)).toBe(true);
    const one = await call('GET', `Items/Get?id=${answer.result.items[0]!.id}`);
    expect(one.result).toEqual(answer.result.items[0]);
    expect((await call('GET', 'Items/Get?id=2000000000')).status).toBe(404);
    expect((await call('POST', 'Items/GetList', { sorting: 'Tags' })).status).toBe(400);
  });

  it('deletes an item; its door stays', async () => {
    const made = await create({ name: 'Gone' });
    await t.db.update(items).set({ doorId: places.heldDoor }).where(eq(items.id, made.id));
    expect((await call<null>('DELETE', `Items/Delete?id=${made.id}`)).status).toBe(200);
    expect(await t.db.select().from(items).where(eq(items.id, made.id))).toEqual([]);
    expect((await t.db.select().from(doors).where(eq(doors.id, places.heldDoor))).length).toBe(1);
    expect((await call('DELETE', `Items/Delete?id=${made.id}`)).status).toBe(404);
  });
});

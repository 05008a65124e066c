import type { Location } from '@velo/api-client/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doors, entityChanges, locationGroups, locationPricing, locations, orders, users } from '../db/schema/index.ts';
import { callsQueuedOnRowLock } from '../testing/queuedOnRowLock.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

const as = (userName: string | null) => (userName ? { token: tokens[userName] } : {});
const create = (body: unknown, userName: string | null = 'admin') =>
  request<Location>(t.app, { method: 'POST', url: '/api/services/app/Location/Create', body, ...as(userName) });
const update = (body: unknown, userName: string | null = 'admin') =>
  request<Location>(t.app, { method: 'PUT', url: '/api/services/app/Location/Update', body, ...as(userName) });
const remove = (id: number | string, userName: string | null = 'admin') =>
  request(t.app, { method: 'DELETE', url: `/api/services/app/Location/Delete?id=${id}`, ...as(userName) });
const get = async (id: number) =>
  (await request<Location>(t.app, { method: 'GET', url: `/api/services/app/Location/Get?Id=${id}`, token: tokens.admin })).result;
const stored = async (id: number) => (await t.db.select().from(locations).where(eq(locations.id, id)))[0];
const locationCount = async () => (await t.db.select({ count: count() }).from(locations))[0]!.count;
const unknownId = async () => (await locationCount()) + 10_000;

const details = {
  name: 'Testveien sykkelhotell',
  description: 'By the bus stop',
  locationType: 1,
  countryId: 2,
  street: 'Testveien 7',
  municipality: 'Bergen',
  postCode: '5003',
  postName: 'Bergen',
  latitude: 60.39,
  longitude: 5.32,
  siteOutcall: 'Kari Nordmann',
  siteOutcallNumber: 'SO-77',
};

/** A location of the first client, made through Location/Create and given to the client directly. */
async function madeLocation(name = 'Endres sykkelhotell') {
  const made = await create({ ...details, name });
  await t.db.update(locations).set({ clientId: 1 }).where(eq(locations.id, made.result.id));
  return get(made.result.id);
}

describe('Location/Create', () => {
  it('makes an inactive public location without a client, open 06:00 to 22:00, with the details sent', async () => {
    const answer = await create({ ...details, name: '  Testveien sykkelhotell ' });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      id: expect.any(Number),
      ...details,
      isActive: false,
      isPublic: true,
      accessControlType: 0,
      clientId: null,
      openFrom: '06:00',
      openTo: '22:00',
      allDay: false,
      isInMaintenance: false,
      isMaintenancePlanned: false,
      maintenanceStartTime: null,
      maintenanceEndingTime: null,
      inviteCode: null,
      creationTime: expect.any(String),
      doors: [],
      locationPricing: null,
      userGroupsIds: [],
      concurrencyStamp: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await get(answer.result.id)).toEqual(answer.result);
  });

  it('stores what is left out as null', async () => {
    const answer = await create({ name: 'Kiosken', locationType: 0, countryId: 1 });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      name: 'Kiosken',
      locationType: 0,
      countryId: 1,
      description: null,
      street: null,
      municipality: null,
      postCode: null,
      postName: null,
      latitude: null,
      longitude: null,
      siteOutcall: null,
      siteOutcallNumber: null,
    });
  });

  it('refuses an unknown country, an empty or too long name and coordinates off the map with 400, making nothing', async () => {
    const before = await locationCount();
    const country = await create({ ...details, countryId: 99 });
    expect(country.status).toBe(400);
    expect(country.error).toMatchObject({ code: 'Location.CountryNotFound', message: 'There is no such country.' });
    const cases: Array<[object, Array<{ message: string; members: string[] }>]> = [
      [{ name: ' ' }, [{ message: 'Required', members: ['name'] }]],
      [{ name: 'x'.repeat(257) }, [{ message: expect.stringContaining('256'), members: ['name'] }]],
      [{ latitude: 90.5 }, [{ message: expect.stringContaining('90'), members: ['latitude'] }]],
      [{ countryId: undefined }, [{ message: expect.any(String), members: ['countryId'] }]],
      [{ description: 'x'.repeat(501) }, [{ message: expect.stringContaining('500'), members: ['description'] }]],
    ];
    for (const [change, validationErrors] of cases) {
      const answer = await create({ ...details, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.error?.code).toBe('Request.NotValid');
      expect(answer.error?.validationErrors).toEqual(validationErrors);
    }
    expect(await locationCount()).toBe(before);
  });

  it('refuses client administrators and support staff with 403, making nothing', async () => {
    const before = await locationCount();
    for (const userName of ['client', 'client-read', 'support']) {
      const answer = await create(details, userName);
      expect(answer.status, userName).toBe(403);
      expect(answer.error?.code).toBe('Auth.Forbidden');
    }
    expect((await create(details, null)).status).toBe(401);
    expect(await locationCount()).toBe(before);
  });
});

describe('Location/Update', () => {
  const changed = {
    name: 'Nygata sykkelparkering',
    description: null,
    locationType: 0,
    countryId: 3,
    street: 'Nygata 1',
    municipality: 'Oslo',
    postCode: '0150',
    postName: 'Oslo',
    latitude: -12.5,
    longitude: 179.9,
    siteOutcall: 'Ola',
    siteOutcallNumber: 'SO-1',
  };

  it('saves the details with the stamp read, answers them with a new stamp, and leaves the rest alone', async () => {
    const location = await madeLocation();
    const answer = await update({ id: location.id, ...changed, concurrencyStamp: location.concurrencyStamp });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ ...location, ...changed, concurrencyStamp: expect.any(String) });
    expect(answer.result.concurrencyStamp).not.toBe(location.concurrencyStamp);
    expect(await get(location.id)).toEqual(answer.result);
    const changes = await t.db
      .select()
      .from(entityChanges)
      .where(
        and(eq(entityChanges.entityTypeFullName, 'Velo.Locations.Location'), eq(entityChanges.entityId, String(location.id))),
      );
    expect(changes).toEqual([]);
  });

  it('accepts a save without a stamp, and clears the details left out', async () => {
    const location = await madeLocation();
    const answer = await update({ id: location.id, name: 'Bare navn', locationType: 1, countryId: 1 });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ name: 'Bare navn', street: null, latitude: null, siteOutcallNumber: null });
  });

  it('refuses a stale stamp with 409, changing nothing', async () => {
    const location = await madeLocation();
    await update({ id: location.id, ...details, name: 'Først', concurrencyStamp: location.concurrencyStamp });
    const before = await stored(location.id);
    const stale = await update({ id: location.id, ...changed, concurrencyStamp: location.concurrencyStamp });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({
      code: 'Record.Stale',
      message: 'Someone else changed this record. Reload it and try again.',
    });
    expect(await stored(location.id)).toEqual(before);
  });

  it('lets one of two saves with the same stamp win and refuses the other with 409', async () => {
    const location = await madeLocation();
    const names = ['Vinner A', 'Vinner B'];
    const answers = await callsQueuedOnRowLock(
      t.database,
      (tx) => tx.select().from(locations).where(eq(locations.id, location.id)).for('update'),
      names.map((name) => () => update({ id: location.id, ...details, name, concurrencyStamp: location.concurrencyStamp })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.result;
    expect((await stored(location.id))?.name).toBe(winner.name);
    expect((await stored(location.id))?.concurrencyStamp).toBe(winner.concurrencyStamp);
  });

  it('refuses an unknown country with 400 and a bad field with 400 naming it, changing nothing', async () => {
    const location = await madeLocation();
    const before = await stored(location.id);
    const country = await update({ id: location.id, ...changed, countryId: 12 });
    expect(country.status).toBe(400);
    expect(country.error?.code).toBe('Location.CountryNotFound');
    const longitude = await update({ id: location.id, ...changed, longitude: 181 });
    expect(longitude.status).toBe(400);
    expect(longitude.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(['longitude']);
    const unknownField = await update({ id: location.id, ...changed, isActive: true });
    expect(unknownField.status).toBe(400);
    expect(await stored(location.id)).toEqual(before);
  });

  it('answers 404 for an unknown location, and refuses everyone but the admin with 403', async () => {
    const missing = await update({ id: await unknownId(), ...changed });
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('There is no location with this id.');
    const location = await madeLocation();
    for (const userName of ['client', 'client-read', 'support']) {
      const answer = await update({ id: location.id, ...changed }, userName);
      expect(answer.status, userName).toBe(403);
    }
    expect((await stored(location.id))?.name).toBe(location.name);
  });
});

describe('Location/Delete', () => {
  it('deletes a location with its doors, pricing and admitted groups', async () => {
    const [seeded] = await t.db
      .select({ id: locations.id })
      .from(locations)
      .innerJoin(locationGroups, eq(locationGroups.locationId, locations.id))
      .innerJoin(locationPricing, eq(locationPricing.locationId, locations.id))
      .limit(1);
    const id = seeded!.id;
    expect((await t.db.select().from(doors).where(eq(doors.locationId, id))).length).toBeGreaterThan(0);
    // The demo's orders keep a location; without them it goes.
    const itsDoors = t.db.select({ id: doors.id }).from(doors).where(eq(doors.locationId, id));
    await t.db.delete(orders).where(inArray(orders.doorId, itsDoors));
    const answer = await remove(id);
    expect(answer.status).toBe(200);
    expect(answer.envelope).toMatchObject({ success: true, result: null });
    expect(await stored(id)).toBeUndefined();
    expect(await t.db.select().from(doors).where(eq(doors.locationId, id))).toEqual([]);
    expect(await t.db.select().from(locationPricing).where(eq(locationPricing.locationId, id))).toEqual([]);
    expect(await t.db.select().from(locationGroups).where(eq(locationGroups.locationId, id))).toEqual([]);
    expect((await remove(id)).status).toBe(404);
  });

  it('refuses a location with orders with 400 "Location.HasOrders", deleting nothing', async () => {
    const location = await madeLocation('Med bestillinger');
    const [door] = await t.db.insert(doors).values({ locationId: location.id, name: 'O-01' }).returning({ id: doors.id });
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    await t.db.insert(orders).values({ userId: user!.id, doorId: door!.id, status: 2 });
    const answer = await remove(location.id);
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('Location.HasOrders');
    expect(await stored(location.id)).toBeDefined();
    expect(await t.db.select({ id: doors.id }).from(doors).where(eq(doors.locationId, location.id))).toEqual([door]);
  });

  it('answers 404 for an unknown id, 400 for a malformed one', async () => {
    const missing = await remove(await unknownId());
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('Request.NotFound');
    const malformed = await remove('x');
    expect(malformed.status).toBe(400);
    expect(malformed.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(['id']);
  });

  it("refuses client administrators (even for their own client's location) and support staff with 403", async () => {
    const location = await madeLocation('Blir stående');
    for (const userName of ['client', 'client-read', 'support']) {
      const answer = await remove(location.id, userName);
      expect(answer.status, userName).toBe(403);
      expect(answer.error?.code).toBe('Auth.Forbidden');
    }
    expect((await t.db.select().from(locations).where(eq(locations.id, location.id)))[0]).toBeDefined();
  });
});

import type { Location } from '@velo/api-client/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityChanges, locationGroups, locationPricing, locations, userGroups } from '../db/schema/index.ts';
import { callsQueuedOnRowLock } from '../testing/queuedOnRowLock.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support']) {
    const signedIn = await signIn(t.app, userName);
    tokens[userName] = signedIn.accessToken;
    userIds[userName] = signedIn.userId;
  }
});

const as = (userName: string | null) => (userName ? { token: tokens[userName] } : {});
const save = (body: unknown, userName: string | null = 'admin') =>
  request<Location>(t.app, { method: 'PUT', url: '/api/services/app/Location/saveAccessControl', body, ...as(userName) });
const activate = (id: number, isActive: boolean) =>
  request(t.app, { method: 'POST', url: '/api/services/app/Location/Activate', body: { id, isActive }, token: tokens.admin });
const get = async (id: number) =>
  (await request<Location>(t.app, { method: 'GET', url: `/api/services/app/Location/Get?Id=${id}`, token: tokens.admin })).result;
const stored = async (id: number) => (await t.db.select().from(locations).where(eq(locations.id, id)))[0]!;
const changesOf = (id: number) =>
  t.db
    .select({
      userId: entityChanges.userId,
      changeType: entityChanges.changeType,
      entity: entityChanges.entityTypeFullName,
      propertyChanges: entityChanges.propertyChanges,
    })
    .from(entityChanges)
    .where(and(eq(entityChanges.entityTypeFullName, 'Velo.Locations.Location'), eq(entityChanges.entityId, String(id))))
    .orderBy(asc(entityChanges.id));
const groupIdsOf = async (clientId: number) =>
  (
    await t.db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.clientId, clientId)).orderBy(asc(userGroups.id))
  ).map((group) => group.id);

/** A public, inactive location of the client, priced or not, made for one test. */
async function fresh(clientId: number | null, { priced = true } = {}) {
  const [made] = await t.db
    .insert(locations)
    .values({ name: `Tilgang ${Math.random()}`, countryId: 1, clientId, isActive: false, accessControlType: 0, isPublic: true })
    .returning({ id: locations.id });
  const id = made!.id;
  if (priced)
    await t.db.insert(locationPricing).values({
      locationId: id,
      startPriceAmount: 0,
      startPriceDuration: 1,
      mainPriceAmount: 10,
      mainPriceDuration: 1,
      maxDailyAmount: 50,
      defaultSubscriptionPrice: 0,
    });
  return get(id);
}

const accessControl = (location: Location, change: object = {}) => ({
  id: location.id,
  accessControlType: 1,
  clientId: location.clientId,
  isActive: true,
  openFrom: '07:15',
  openTo: '21:45',
  allDay: false,
  groupIds: [],
  concurrencyStamp: location.concurrencyStamp,
  ...change,
});

describe('Location/saveAccessControl', () => {
  it('saves the tab for an admin, replaces the groups, and audits IsActive and AccessControlType', async () => {
    const location = await fresh(1);
    const [staff, , students] = await groupIdsOf(2);
    await t.db.insert(locationGroups).values({ locationId: location.id, groupId: (await groupIdsOf(1))[0]! });
    const answer = await save(accessControl(location, { clientId: 2, groupIds: [students, staff, staff] }));
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      ...location,
      accessControlType: 1,
      isPublic: false,
      clientId: 2,
      isActive: true,
      openFrom: '07:15',
      openTo: '21:45',
      allDay: false,
      userGroupsIds: [staff, students],
      concurrencyStamp: expect.any(String),
    });
    expect(answer.result.concurrencyStamp).not.toBe(location.concurrencyStamp);
    expect(await get(location.id)).toEqual(answer.result);
    expect(await changesOf(location.id)).toEqual([
      {
        userId: userIds.admin,
        changeType: 1,
        entity: 'Velo.Locations.Location',
        propertyChanges: [
          { propertyName: 'IsActive', originalValue: 'false', newValue: 'true' },
          { propertyName: 'AccessControlType', originalValue: '0', newValue: '1' },
        ],
      },
    ]);
  });

  it('writes no entity change when neither audited property changes', async () => {
    const location = await fresh(1);
    const answer = await save(
      accessControl(location, { isActive: false, accessControlType: 0, allDay: true, openFrom: null, openTo: null }),
    );
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ allDay: true, openFrom: null, openTo: null, isPublic: true });
    expect(await changesOf(location.id)).toEqual([]);
  });

  it("lets a client administrator save its own location's tab with its own groups, audited as it", async () => {
    const location = await fresh(1);
    const groups = await groupIdsOf(1);
    const answer = await save(accessControl(location, { groupIds: groups, isActive: false }), 'client');
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ clientId: 1, accessControlType: 1, userGroupsIds: groups, isActive: false });
    expect(await changesOf(location.id)).toEqual([
      expect.objectContaining({
        userId: userIds.client,
        propertyChanges: [{ propertyName: 'AccessControlType', originalValue: '0', newValue: '1' }],
      }),
    ]);
  });

  it('refuses a client administrator moving its location to another client or to none with 400, changing nothing', async () => {
    const location = await fresh(1);
    const before = await stored(location.id);
    for (const clientId of [2, null]) {
      const answer = await save(accessControl(location, { clientId }), 'client');
      expect(answer.status, String(clientId)).toBe(400);
      expect(answer.error).toMatchObject({
        code: 'Location.ClientNotOwn',
        message: 'A client administrator cannot move a location to another client.',
      });
    }
    expect(await stored(location.id)).toEqual(before);
  });

  it("refuses another client's group (to a client administrator) and an unknown group with 400, changing nothing", async () => {
    const location = await fresh(1);
    const before = await stored(location.id);
    const [foreign] = await groupIdsOf(2);
    const [own] = await groupIdsOf(1);
    const cases: Array<[string, number[]]> = [
      ['client', [own!, foreign!]],
      ['admin', [own!, 999_999]],
    ];
    for (const [userName, groupIds] of cases) {
      const answer = await save(accessControl(location, { groupIds }), userName);
      expect(answer.status, userName).toBe(400);
      expect(answer.error).toMatchObject({
        code: 'Location.GroupNotFound',
        message: 'One of the chosen groups does not exist or belongs to another client.',
      });
    }
    expect(await stored(location.id)).toEqual(before);
    expect(await t.db.select().from(locationGroups).where(eq(locationGroups.locationId, location.id))).toEqual([]);
  });

  it('refuses activation without pricing with 400, changing and auditing nothing', async () => {
    const location = await fresh(1, { priced: false });
    const before = await stored(location.id);
    const answer = await save(accessControl(location));
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'Location.PricingMissing', message: "Status didn't change. Pricing is missing." });
    expect(await stored(location.id)).toEqual(before);
    expect(await changesOf(location.id)).toEqual([]);
    expect((await save(accessControl(location, { isActive: false }))).status).toBe(200);
  });

  it('refuses hours that do not open before they close, or are missing, with 400 naming the field', async () => {
    const location = await fresh(1);
    const cases: Array<[object, Array<{ message: string; members: string[] }>]> = [
      [{ openFrom: '22:00', openTo: '06:00' }, [{ message: 'Open to must be after Open from', members: ['openTo'] }]],
      [{ openFrom: '08:00', openTo: '08:00' }, [{ message: 'Open to must be after Open from', members: ['openTo'] }]],
      [{ openFrom: null }, [{ message: 'Required', members: ['openFrom'] }]],
      [{ openTo: '25:00' }, [{ message: 'Expected a time as HH:mm, e.g. 06:00.', members: ['openTo'] }]],
      [{ accessControlType: 2 }, [{ message: expect.any(String), members: ['accessControlType'] }]],
    ];
    for (const [change, validationErrors] of cases) {
      const answer = await save(accessControl(location, change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.error?.code).toBe('Request.NotValid');
      expect(answer.error?.validationErrors).toEqual(validationErrors);
    }
  });

  it('refuses a stale stamp with 409, and lets one of two saves with the same stamp win', async () => {
    const location = await fresh(1);
    expect((await save(accessControl(location, { isActive: false }))).status).toBe(200);
    const stale = await save(accessControl(location, { accessControlType: 0 }));
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('Record.Stale');

    const current = await get(location.id);
    const answers = await callsQueuedOnRowLock(
      t.database,
      (tx) => tx.select().from(locations).where(eq(locations.id, location.id)).for('update'),
      ['08:00', '09:00'].map((openFrom) => () => save(accessControl(current, { openFrom, isActive: false }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.result;
    expect(await stored(location.id)).toMatchObject({ openFrom: winner.openFrom, concurrencyStamp: winner.concurrencyStamp });
  });

  it("answers another client's location, one of no client and an unknown one 404 to a client administrator", async () => {
    for (const location of [await fresh(2), await fresh(null)]) {
      const answer = await save(accessControl(location, { clientId: 1 }), 'client');
      expect(answer.status).toBe(404);
      expect(answer.error?.message).toBe('There is no location with this id.');
      expect((await stored(location.id)).clientId).toBe(location.clientId);
    }
    const location = await fresh(1);
    expect((await save(accessControl(location, { id: location.id + 10_000 }), 'client')).status).toBe(404);
  });

  it('refuses a client administrator with read access and support staff with 403', async () => {
    const location = await fresh(2);
    for (const userName of ['client-read', 'support']) {
      const answer = await save(accessControl(location, { isActive: false }), userName);
      expect(answer.status, userName).toBe(403);
      expect(answer.error?.code).toBe('Auth.Forbidden');
    }
    expect(await stored(location.id)).toMatchObject({ accessControlType: 0, concurrencyStamp: location.concurrencyStamp });
  });
});

describe('Location/Activate', () => {
  it('audits the change of IsActive, nothing when it stays, and draws a new stamp each time', async () => {
    const location = await fresh(1);
    expect((await activate(location.id, true)).status).toBe(200);
    const activated = await stored(location.id);
    expect(activated.concurrencyStamp).not.toBe(location.concurrencyStamp);
    expect((await activate(location.id, true)).status).toBe(200);
    expect((await stored(location.id)).concurrencyStamp).not.toBe(activated.concurrencyStamp);
    expect(await changesOf(location.id)).toEqual([
      {
        userId: userIds.admin,
        changeType: 1,
        entity: 'Velo.Locations.Location',
        propertyChanges: [{ propertyName: 'IsActive', originalValue: 'false', newValue: 'true' }],
      },
    ]);
  });

  it('audits nothing when activation is refused for missing pricing', async () => {
    const location = await fresh(1, { priced: false });
    expect((await activate(location.id, true)).status).toBe(400);
    expect(await changesOf(location.id)).toEqual([]);
  });
});

describe('the other saves of a location', () => {
  it('each draw a new concurrency stamp: pricing and maintenance', async () => {
    const location = await fresh(1);
    const saves = [
      {
        url: 'SaveLocationPrice',
        body: {
          locationId: location.id,
          locationPaymentType: 1,
          startPriceAmount: 0,
          startPriceDuration: 1,
          mainPriceAmount: 5,
          mainPriceDuration: 1,
          maxDailyAmount: 0,
          DefaultSubscriptionPrice: 0,
          allowNoVerifiedPayment: false,
        },
      },
      { url: 'SetMaintenance', body: { locationId: location.id, maintenanceStartTime: '2090-01-01T00:00:00Z' } },
    ];
    let stamp = location.concurrencyStamp;
    for (const { url, body } of saves) {
      const answer = await request(t.app, { method: 'PUT', url: `/api/services/app/Location/${url}`, body, token: tokens.admin });
      expect(answer.status, url).toBe(200);
      const now = (await stored(location.id)).concurrencyStamp;
      expect(now, url).not.toBe(stamp);
      stamp = now;
    }
  });
});

describe('Location/GetLocationGroups', () => {
  const groups = (body: object, userName = 'admin') =>
    request<{
      items: Array<{ id: number; name: string; description: string | null; clientId: number | null }>;
      totalCount: number;
    }>(t.app, { method: 'POST', url: '/api/services/app/Location/GetLocationGroups', body, token: tokens[userName] });
  /** A seeded private location of the first client and the groups it admits. */
  async function privateOfFirstClient() {
    const rows = await t.db
      .select({ id: locations.id, groupId: locationGroups.groupId })
      .from(locations)
      .innerJoin(locationGroups, eq(locationGroups.locationId, locations.id))
      .where(and(eq(locations.clientId, 1), eq(locations.accessControlType, 1)))
      .orderBy(asc(locations.id), asc(locationGroups.groupId));
    const id = rows[0]!.id;
    return { id, admitted: rows.filter((row) => row.id === id).map((row) => row.groupId) };
  }

  it('answers the groups admitted to a location, by name, and those that are not', async () => {
    const { id, admitted } = await privateOfFirstClient();
    const [staff, residents] = await groupIdsOf(1);
    expect(admitted).toEqual([staff, residents]);
    const inLocation = await groups({ inLocation: true, locationId: id });
    expect(inLocation.status).toBe(200);
    expect(inLocation.result).toEqual({
      items: [
        { id: residents, name: 'Residents', description: 'Residents of the buildings around the location.', clientId: 1 },
        { id: staff, name: 'Staff', description: "The client's own employees.", clientId: 1 },
      ],
      totalCount: 2,
    });
    const others = await groups({ inLocation: false, locationId: id, sorting: 'Name DESC', maxResultCount: 3 });
    expect(others.result.totalCount).toBe(7);
    expect(others.result.items.map((group) => group.name)).toEqual(['Students', 'Students', 'Students']);
    expect(others.result.items.every((group) => !admitted.includes(group.id))).toBe(true);
  });

  it("gives a client administrator its client's groups only, at either access level", async () => {
    const { id } = await privateOfFirstClient();
    const [, , students] = await groupIdsOf(1);
    const others = await groups({ inLocation: false, locationId: id }, 'client');
    expect(others.result).toEqual({
      items: [{ id: students, name: 'Students', description: 'Students with a valid student card.', clientId: 1 }],
      totalCount: 1,
    });
    const [ofSecondClient] = await t.db.select({ id: locations.id }).from(locations).where(eq(locations.clientId, 2)).limit(1);
    const readOnly = await groups({ inLocation: false, locationId: ofSecondClient!.id }, 'client-read');
    expect(readOnly.status).toBe(200);
    expect(readOnly.result.items.every((group) => group.clientId === 2)).toBe(true);
    expect((await groups({ inLocation: false, locationId: ofSecondClient!.id }, 'client')).status).toBe(404);
  });

  it('refuses support staff with 403, an unknown location with 404 and a sorting it does not offer with 400', async () => {
    const { id } = await privateOfFirstClient();
    expect((await groups({ inLocation: true, locationId: id }, 'support')).status).toBe(403);
    const [none] = await t.db.select({ id: locations.id }).from(locations).where(isNull(locations.clientId)).limit(1);
    expect((await groups({ inLocation: true, locationId: none!.id + 100_000 })).status).toBe(404);
    const sorting = await groups({ inLocation: true, locationId: id, sorting: 'ClientId' });
    expect(sorting.status).toBe(400);
    expect(sorting.error?.code).toBe('Request.NotValid');
  });
});

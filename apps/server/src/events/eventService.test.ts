import type { EventItem } from '@velo/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditedEntities } from '../audit/entityChanges.ts';
import { doors, entityChanges, locationPricing, locations } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'support', 'client']) tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

interface EventPageAnswer {
  items: EventItem[];
  totalCount: number;
}

const call = <Result = EventPageAnswer>(method: 'POST' | 'PUT', path: string, body: unknown, userName: string | null = 'admin') =>
  request<Result>(t.app, {
    method,
    url: `/api/services/app/${path}`,
    body,
    ...(userName ? { token: tokens[userName] } : {}),
  });
const doorEvents = (filter: object, userName?: string | null) =>
  call('POST', 'Dashboard/GetEvents', { page: 1, pageSize: 25, ...filter }, userName);
const locationEvents = (filter: object, userName?: string | null) =>
  call('POST', 'Dashboard/GetLocationEvents', { page: 1, pageSize: 25, ...filter }, userName);
const activateDoor = (id: number, isActive: boolean, description?: string) =>
  call('POST', 'Door/Activate', { id, isActive, ...(description ? { description } : {}) });

/** An inactive, priced, public location of the first client with the named doors, under a name no other test uses. */
async function place(name: string, doorNames: string[] = []) {
  const [location] = await t.db
    .insert(locations)
    .values({ name, countryId: 1, clientId: 1, isActive: false, accessControlType: 0, isPublic: true })
    .returning({ id: locations.id });
  const locationId = location!.id;
  await t.db.insert(locationPricing).values({
    locationId,
    startPriceAmount: 0,
    startPriceDuration: 1,
    mainPriceAmount: 10,
    mainPriceDuration: 1,
    maxDailyAmount: 50,
    defaultSubscriptionPrice: 0,
  });
  const made = doorNames.length
    ? await t.db
        .insert(doors)
        .values(doorNames.map((doorName) => ({ locationId, name: doorName })))
        .returning({ id: doors.id })
    : [];
  return { locationId, doorIds: made.map((door) => door.id) };
}

describe('Dashboard/GetEvents', () => {
  it("answers a door's enable and disable with the acting user and the change, newest first", async () => {
    const { locationId, doorIds } = await place('Evt Harbour Gate', ['Harbour door 1']);
    const doorId = doorIds[0]!;
    const disabledAt = t.clock().toISOString();
    expect((await activateDoor(doorId, false, ' Lock jammed ')).status).toBe(200);
    t.clock.advanceMinutes(5);
    expect((await activateDoor(doorId, true)).status).toBe(200);

    const answer = await doorEvents({ Location: 'evt harbour' });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      totalCount: 2,
      items: [
        {
          locationId,
          locationName: 'Evt Harbour Gate',
          doorName: 'Harbour door 1',
          userName: 'admin',
          entity: {
            entityId: String(doorId),
            changeTime: t.clock().toISOString(),
            propertyChanges: [
              { propertyName: 'Status', originalValue: 'false', newValue: 'true' },
              { propertyName: 'Description', originalValue: '"Lock jammed"', newValue: 'null' },
            ],
          },
        },
        {
          locationId,
          locationName: 'Evt Harbour Gate',
          doorName: 'Harbour door 1',
          userName: 'admin',
          entity: {
            entityId: String(doorId),
            changeTime: disabledAt,
            propertyChanges: [
              { propertyName: 'Status', originalValue: 'true', newValue: 'false' },
              { propertyName: 'Description', originalValue: 'null', newValue: '"Lock jammed"' },
            ],
          },
        },
      ],
    });
    // A location's own changes are not door events.
    expect((await call('POST', 'Location/Activate', { id: locationId, isActive: true })).status).toBe(200);
    expect((await doorEvents({ Location: 'evt harbour' })).result.totalCount).toBe(2);
  });

  it('filters by door name and location name, contains and whatever the case, with % and _ taken literally', async () => {
    const percent = await place('Evt 100% Quay', ['Bay_1', 'Bay 2']);
    const lookalike = await place('Evt 1000 Quay', ['BayX1']);
    for (const doorId of [...percent.doorIds, ...lookalike.doorIds]) await activateDoor(doorId, false, 'Filter test');

    const byLocation = await doorEvents({ Location: '100%' });
    expect(byLocation.result.items.map((item) => item.doorName).sort()).toEqual(['Bay 2', 'Bay_1']);
    const byDoor = await doorEvents({ Location: 'evt 1', Door: 'BAY_' });
    expect(byDoor.result.items.map((item) => item.doorName)).toEqual(['Bay_1']);
    expect(byDoor.result.totalCount).toBe(1);
    const both = await doorEvents({ Location: ' QUAY ', Door: 'bayx' });
    expect(both.result.items.map((item) => item.locationId)).toEqual([lookalike.locationId]);
    const none = await doorEvents({ Location: 'Evt 100%', Door: 'BayX' });
    expect(none.result).toEqual({ items: [], totalCount: 0 });
    // Empty and null filters match everything.
    const all = await doorEvents({ Location: '', Door: null });
    expect(all.result.totalCount).toBeGreaterThanOrEqual(3);
  });

  it('pages from 1, and a page past the end is empty with the right total', async () => {
    const { doorIds } = await place('Evt Paging Yard', ['Yard door']);
    const doorId = doorIds[0]!;
    for (const reason of ['First', 'Second', 'Third']) {
      t.clock.advanceSeconds(1);
      await activateDoor(doorId, false, reason);
    }
    const comment = (item: EventItem) =>
      item.entity.propertyChanges.find((change) => change.propertyName === 'Description')?.newValue;
    const first = await doorEvents({ Location: 'evt paging', pageSize: 2 });
    expect(first.result.totalCount).toBe(3);
    expect(first.result.items.map(comment)).toEqual(['"Third"', '"Second"']);
    const second = await doorEvents({ Location: 'evt paging', pageSize: 2, page: 2 });
    expect(second.result).toMatchObject({ totalCount: 3 });
    expect(second.result.items.map(comment)).toEqual(['"First"']);
    expect((await doorEvents({ Location: 'evt paging', pageSize: 2, page: 3 })).result).toEqual({ items: [], totalCount: 3 });
  });

  it('answers a null user name when the acting user is gone', async () => {
    const { doorIds } = await place('Evt Orphan Shed', ['Shed door']);
    await t.db.insert(entityChanges).values({
      changeTime: t.clock(),
      changeType: 1,
      entityTypeFullName: auditedEntities.door,
      entityId: String(doorIds[0]),
      userId: null,
      propertyChanges: [{ propertyName: 'IsActive', originalValue: 'true', newValue: 'false' }],
    });
    const answer = await doorEvents({ Location: 'evt orphan' });
    expect(answer.result.items).toMatchObject([{ doorName: 'Shed door', userName: null }]);
  });
});

describe('Dashboard/GetLocationEvents', () => {
  it("answers a location's activation and access control change with the acting user", async () => {
    const { locationId } = await place('Evt Station Square');
    expect((await call('POST', 'Location/Activate', { id: locationId, isActive: true })).status).toBe(200);
    t.clock.advanceMinutes(1);
    const location = await request(t.app, {
      method: 'GET',
      url: `/api/services/app/Location/Get?Id=${locationId}`,
      token: tokens.admin,
    });
    const saved = await call('PUT', 'Location/saveAccessControl', {
      id: locationId,
      accessControlType: 1,
      clientId: 1,
      isActive: false,
      openFrom: null,
      openTo: null,
      allDay: true,
      groupIds: [],
      concurrencyStamp: location.result.concurrencyStamp,
    });
    expect(saved.status).toBe(200);

    const answer = await locationEvents({ Location: 'STATION square' });
    expect(answer.status).toBe(200);
    expect(answer.result.totalCount).toBe(2);
    expect(answer.result.items).toEqual([
      {
        locationId,
        locationName: 'Evt Station Square',
        doorName: null,
        userName: 'admin',
        entity: {
          entityId: String(locationId),
          changeTime: t.clock().toISOString(),
          propertyChanges: [
            { propertyName: 'IsActive', originalValue: 'true', newValue: 'false' },
            { propertyName: 'AccessControlType', originalValue: '0', newValue: '1' },
          ],
        },
      },
      expect.objectContaining({
        entity: expect.objectContaining({
          propertyChanges: [{ propertyName: 'IsActive', originalValue: 'false', newValue: 'true' }],
        }),
      }),
    ]);
  });

  it('leaves out door events, and pages past the end to an empty page with the total', async () => {
    const { locationId, doorIds } = await place('Evt Lonely Pier', ['Pier door']);
    await activateDoor(doorIds[0]!, false, 'Not a location event');
    expect((await locationEvents({ Location: 'lonely pier' })).result).toEqual({ items: [], totalCount: 0 });
    await call('POST', 'Location/Activate', { id: locationId, isActive: true });
    expect((await locationEvents({ Location: 'lonely pier', page: 2, pageSize: 1 })).result).toEqual({
      items: [],
      totalCount: 1,
    });
  });
});

describe('who may read events', () => {
  it('lets support read both tables, refuses a client administrator (403) and an anonymous caller (401)', async () => {
    expect((await doorEvents({}, 'support')).status).toBe(200);
    expect((await locationEvents({}, 'support')).status).toBe(200);
    expect((await doorEvents({}, 'client')).status).toBe(403);
    expect((await locationEvents({}, 'client')).status).toBe(403);
    expect((await doorEvents({}, null)).status).toBe(401);
  });

  it('answers bad paging and unknown fields with 400', async () => {
    expect((await doorEvents({ page: 0 })).status).toBe(400);
    expect((await doorEvents({ pageSize: 101 })).status).toBe(400);
    expect((await locationEvents({ Door: 'x' })).status).toBe(400);
    expect((await doorEvents({ Location: 'x'.repeat(201) })).status).toBe(400);
  });
});

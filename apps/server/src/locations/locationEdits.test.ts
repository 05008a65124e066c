import type { Location } from '@velo/api-client/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doors, locationPricing, locations } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
let all: Location[] = [];

async function signInAll() {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
}

/** Moves the server's clock, signing everyone in again: access tokens last 15 minutes. */
async function advanceMinutes(minutes: number) {
  t.clock.advanceMinutes(minutes);
  await signInAll();
}

beforeAll(async () => {
  await signInAll();
  const answer = await request<{ items: Location[] }>(t.app, {
    method: 'POST',
    url: '/api/services/app/Location/GetList',
    token: tokens.admin,
    body: { maxResultCount: 1000 },
  });
  // Left empty when the list fails, so that the tests fail one by one instead of being skipped.
  all = answer.result?.items ?? [];
});

const as = (userName: string | null) => (userName ? { token: tokens[userName] } : {});
const unknownId = () => Math.max(...all.map((location) => location.id)) + 1000;
const ofClient = (clientId: number | null) => all.find((location) => location.clientId === clientId)!;

describe('Location/Get', () => {
  const get = (query: string, userName: string | null = 'admin') =>
    request<Location>(t.app, { method: 'GET', url: `/api/services/app/Location/Get?${query}`, ...as(userName) });

  it('answers a location with its doors, pricing and groups, as stored', async () => {
    const [made] = await t.db
      .insert(locations)
      .values({
        name: 'Testveien sykkelhotell',
        description: 'By the bus stop',
        locationType: 1,
        isActive: true,
        isPublic: false,
        accessControlType: 1,
        countryId: 1,
        street: 'Testveien 7',
        municipality: 'Bergen',
        postCode: '5003',
        postName: 'Bergen',
        latitude: 60.39,
        longitude: 5.32,
        siteOutcall: 'Kari Nordmann',
        siteOutcallNumber: 'SO-77',
        clientId: 1,
        openFrom: '06:00',
        openTo: '22:00',
        allDay: false,
        maintenanceStartTime: new Date('2090-03-01T08:00:00Z'),
        maintenanceEndingTime: new Date('2090-03-02T08:00:00Z'),
        inviteCode: 'TEST-INVITE-7',
        concurrencyStamp: 'stamp-of-location-7',
        creationTime: new Date('2025-02-03T04:05:06.789Z'),
      })
      .returning({ id: locations.id });
    const id = made!.id;
    const [door] = await t.db
      .insert(doors)
      .values({
        locationId: id,
        name: 'Door A',
        doorType: 0,
        lockType: 2,
        localAccessKey: 'NB-TEST-1',
        localAccessKeyName: 'NB test lock',
        deviceStatus: 'ONLINE',
        lastHeartBeat: new Date('2026-01-02T03:04:05.006Z'),
        deviceSignalStrengh: 'FAIR',
        deviceBatteryLevel: 81,
        concurrencyStamp: 'stamp-of-door-a',
      })
      .returning({ id: doors.id });
    await t.db.insert(locationPricing).values({
      locationId: id,
      startPriceAmount: 15,
      startPriceDuration: 2,
      mainPriceAmount: 7.5,
      mainPriceDuration: 1,
      maxDailyAmount: 69,
      defaultSubscriptionPrice: 199,
      allowNoVerifiedPayment: true,
    });

    const answer = await get(`Id=${id}`);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      id,
      name: 'Testveien sykkelhotell',
      description: 'By the bus stop',
      locationType: 1,
      isActive: true,
      isPublic: false,
      accessControlType: 1,
      countryId: 1,
      street: 'Testveien 7',
      municipality: 'Bergen',
      postCode: '5003',
      postName: 'Bergen',
      latitude: 60.39,
      longitude: 5.32,
      siteOutcall: 'Kari Nordmann',
      siteOutcallNumber: 'SO-77',
      clientId: 1,
      openFrom: '06:00',
      openTo: '22:00',
      allDay: false,
      isInMaintenance: false,
      isMaintenancePlanned: true,
      maintenanceStartTime: '2090-03-01T08:00:00.000Z',
      maintenanceEndingTime: '2090-03-02T08:00:00.000Z',
      inviteCode: 'TEST-INVITE-7',
      creationTime: '2025-02-03T04:05:06.789Z',
      doors: [
        {
          id: door!.id,
          name: 'Door A',
          description: null,
          status: true,
          isActive: true,
          doorType: 0,
          lockType: 2,
          hasCharger: false,
          localAccessKey: 'NB-TEST-1',
          localAccessKeyName: 'NB test lock',
          maxConcurrent: 1,
          subscriptionUserId: 0,
          currentOrderId: 0,
          deviceStatus: 'ONLINE',
          lastHeartBeat: '2026-01-02T03:04:05.006Z',
          deviceSignalStrengh: 'FAIR',
          deviceBatteryLevel: 81,
          locationId: id,
          concurrencyStamp: 'stamp-of-door-a',
        },
      ],
      locationPricing: {
        locationPaymentType: 1,
        startPriceAmount: 15,
        startPriceDuration: 2,
        mainPriceAmount: 7.5,
        mainPriceDuration: 1,
        maxDailyAmount: 69,
        defaultSubscriptionPrice: 199,
        allowNoVerifiedPayment: true,
      },
      userGroupsIds: [],
      concurrencyStamp: 'stamp-of-location-7',
    });
    // The client administrator of its client reads it the same.
    expect((await get(`id=${id}`, 'client')).result).toEqual(answer.result);
    await t.db.delete(locations).where(eq(locations.id, id));
    expect((await get(`id=${id}`)).status).toBe(404);
  });

  it('answers each location as the list does, whatever the case of the id parameter', async () => {
    expect(all).toHaveLength(25);
    for (const location of all) {
      const answer = await get(`${location.id % 2 ? 'Id' : 'id'}=${location.id}`);
      expect(answer.status, `${location.id}`).toBe(200);
      expect(answer.result).toEqual(location);
    }
    expect((await get(`ID=${all[0]!.id}`)).result.id).toBe(all[0]!.id);
  });

  it("lets a client administrator read its own client's locations, at either access level", async () => {
    for (const [userName, clientId] of [
      ['client', 1],
      ['client-read', 2],
    ] as const) {
      const own = ofClient(clientId);
      const answer = await get(`Id=${own.id}`, userName);
      expect(answer.status, userName).toBe(200);
      expect(answer.result).toEqual(own);
    }
  });

  it("answers another client's location, or one of no client, 404 as if it did not exist", async () => {
    for (const foreign of [ofClient(2), ofClient(3), ofClient(null)]) {
      const answer = await get(`Id=${foreign.id}`, 'client');
      expect(answer.status, `${foreign.id}`).toBe(404);
      expect(answer.error?.code).toBe('Request.NotFound');
      expect(answer.error?.message).toBe('There is no location with this id.');
      expect(answer.result).toBeNull();
    }
    const unknown = await get(`Id=${unknownId()}`, 'client');
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual((await get(`Id=${ofClient(2).id}`, 'client')).error);
  });

  it('answers 404 to the admin for an unknown id', async () => {
    const answer = await get(`Id=${unknownId()}`);
    expect(answer.status).toBe(404);
    expect(answer.error?.code).toBe('Request.NotFound');
  });

  it('refuses support staff with 403 and an anonymous caller with 401', async () => {
    const support = await get(`Id=${all[0]!.id}`, 'support');
    expect(support.status).toBe(403);
    expect(support.error?.code).toBe('Auth.Forbidden');
    const anonymous = await get(`Id=${all[0]!.id}`, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe('Auth.NotSignedIn');
  });

  it('refuses a missing, malformed or out-of-range id with 400 naming it', async () => {
    for (const query of ['', 'Id=', 'Id=abc', 'Id=0', 'Id=-3', 'Id=1.5', `Id=${2 ** 31}`, 'Id=1e400']) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      expect(answer.error?.code).toBe('Request.NotValid');
      expect(answer.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(['id']);
    }
    const unknownParameter = await get(`Id=${all[0]!.id}&debug=1`);
    expect(unknownParameter.status).toBe(400);
    expect(unknownParameter.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(['debug']);
  });
});

describe('Location/SaveLocationPrice', () => {
  const save = (body: unknown, userName: string | null = 'admin') =>
    request(t.app, { method: 'PUT', url: '/api/services/app/Location/SaveLocationPrice', body, ...as(userName) });
  const pricingOf = async (locationId: number) =>
    (await t.db.select().from(locationPricing).where(eq(locationPricing.locationId, locationId)))[0] ?? null;
  const unpriced = () => all.find((location) => location.locationPricing === null)!;
  const priced = () => all.find((location) => location.locationPricing !== null && location.clientId === 1)!;
  const body = (locationId: number) => ({
    locationId,
    locationPaymentType: 1,
    startPriceAmount: 12.5,
    startPriceDuration: 3,
    mainPriceAmount: 8,
    mainPriceDuration: 24,
    maxDailyAmount: 99,
    DefaultSubscriptionPrice: 249,
    allowNoVerifiedPayment: true,
  });
  const saved = {
    locationPaymentType: 1,
    startPriceAmount: 12.5,
    startPriceDuration: 3,
    mainPriceAmount: 8,
    mainPriceDuration: 24,
    maxDailyAmount: 99,
    defaultSubscriptionPrice: 249,
    allowNoVerifiedPayment: true,
  };

  it('makes the pricing of a location that had none, which can then be activated', async () => {
    const { id } = unpriced();
    expect(await pricingOf(id)).toBeNull();
    const answer = await save(body(id));
    expect(answer.status).toBe(200);
    expect(answer.envelope).toMatchObject({ success: true, error: null });
    expect(answer.result).toEqual(saved);
    expect(await pricingOf(id)).toEqual({ locationId: id, ...saved });

    const activated = await request(t.app, {
      method: 'POST',
      url: '/api/services/app/Location/Activate',
      body: { id, isActive: true },
      token: tokens.admin,
    });
    expect(activated.status).toBe(200);
  });

  it('replaces the pricing a location had, and Location/Get reads it back', async () => {
    const { id } = priced();
    const answer = await save({ ...body(id), startPriceAmount: 0, mainPriceAmount: 1, allowNoVerifiedPayment: false });
    expect(answer.status).toBe(200);
    const expected = { ...saved, startPriceAmount: 0, mainPriceAmount: 1, allowNoVerifiedPayment: false };
    expect(answer.result).toEqual(expected);
    expect(await pricingOf(id)).toEqual({ locationId: id, ...expected });
    const read = await request(t.app, { method: 'GET', url: `/api/services/app/Location/Get?Id=${id}`, token: tokens.admin });
    expect(read.result.locationPricing).toEqual(expected);
  });

  it('stores amounts with two decimals and answers them as stored', async () => {
    const { id } = priced();
    const answer = await save({ ...body(id), startPriceAmount: 7.125, maxDailyAmount: 9_999_999_999.99 });
    expect(answer.status).toBe(200);
    expect(answer.result.startPriceAmount).toBe(7.13);
    expect(answer.result.maxDailyAmount).toBe(9_999_999_999.99);
    expect((await pricingOf(id))!.startPriceAmount).toBe(7.13);
  });

  it('refuses a broken rule of the Pricing tab with 400 "Incorrect input" naming the field, saving nothing', async () => {
    const { id } = priced();
    await save(body(id));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startPriceAmount: -0.01 }, 'startPriceAmount'],
      [{ mainPriceAmount: 0.99 }, 'mainPriceAmount'],
      [{ mainPriceAmount: 0 }, 'mainPriceAmount'],
      [{ startPriceDuration: 0 }, 'startPriceDuration'],
      [{ startPriceDuration: 25 }, 'startPriceDuration'],
      [{ mainPriceDuration: 0 }, 'mainPriceDuration'],
      [{ mainPriceDuration: 25 }, 'mainPriceDuration'],
      [{ maxDailyAmount: -1 }, 'maxDailyAmount'],
      [{ DefaultSubscriptionPrice: -1 }, 'DefaultSubscriptionPrice'],
      [{ startPriceAmount: 10_000_000_000 }, 'startPriceAmount'],
    ];
    for (const [change, member] of cases) {
      const answer = await save({ ...body(id), ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.error?.code).toBe('Request.NotValid');
      expect(answer.error?.validationErrors).toEqual([{ message: 'Incorrect input', members: [member] }]);
    }
    expect(await pricingOf(id)).toEqual({ locationId: id, ...saved });
  });

  it('takes the durations at 1 and 24 hours and the amounts at their least', async () => {
    const { id } = priced();
    const least = { startPriceAmount: 0, mainPriceAmount: 1, maxDailyAmount: 0, DefaultSubscriptionPrice: 0 };
    const answer = await save({ ...body(id), ...least, startPriceDuration: 1, mainPriceDuration: 24 });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ startPriceDuration: 1, mainPriceDuration: 24, defaultSubscriptionPrice: 0 });
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    const { id } = priced();
    const { DefaultSubscriptionPrice, ...withoutSubscription } = body(id);
    const cases: Array<[unknown, string[]]> = [
      [{ ...body(id), locationPaymentType: 2 }, ['locationPaymentType']],
      [{ ...body(id), mainPriceDuration: 1.5 }, ['mainPriceDuration']],
      [{ ...body(id), startPriceAmount: '12' }, ['startPriceAmount']],
      [{ ...body(id), allowNoVerifiedPayment: 'yes' }, ['allowNoVerifiedPayment']],
      [{ ...body(id), locationId: 0 }, ['locationId']],
      [{ ...body(id), defaultSubscriptionPrice: DefaultSubscriptionPrice }, ['DefaultSubscriptionPrice']],
      [withoutSubscription, ['DefaultSubscriptionPrice']],
      [[], ['body']],
    ];
    for (const [bad, members] of cases) {
      const answer = await save(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(members);
    }
    // Any casing of a known name is that name, as ASP.NET binds it.
    const camelCased = await save({ ...withoutSubscription, defaultSubscriptionPrice: 5 });
    expect(camelCased.status).toBe(200);
    expect(camelCased.result).toMatchObject({ defaultSubscriptionPrice: 5 });
  });

  it('makes one pricing when several saves of a location without one arrive at once', async () => {
    const { id } = all.filter((location) => location.locationPricing === null)[1]!;
    const answers = await Promise.all([1, 2, 3, 4, 5].map((mainPriceAmount) => save({ ...body(id), mainPriceAmount })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.db.select().from(locationPricing).where(eq(locationPricing.locationId, id));
    expect(rows).toHaveLength(1);
    expect([1, 2, 3, 4, 5]).toContain(rows[0]!.mainPriceAmount);
  });

  it('answers 404 for an unknown location, making nothing', async () => {
    const answer = await save(body(unknownId()));
    expect(answer.status).toBe(404);
    expect(answer.error?.code).toBe('Request.NotFound');
    expect(answer.error?.message).toBe('There is no location with this id.');
    expect(await pricingOf(unknownId())).toBeNull();
  });

  it('refuses client administrators and support staff with 403, even for their own location, changing nothing', async () => {
    const { id } = priced();
    const before = await pricingOf(id);
    for (const userName of ['client', 'client-read', 'support']) {
      const answer = await save({ ...body(id), mainPriceAmount: 500 }, userName);
      expect(answer.status, userName).toBe(403);
      expect(answer.error?.code).toBe('Auth.Forbidden');
    }
    expect((await save(body(id), null)).status).toBe(401);
    expect(await pricingOf(id)).toEqual(before);
  });
});

describe('Location/SetMaintenance', () => {
  const setMaintenance = (body: unknown, userName: string | null = 'admin') =>
    request(t.app, { method: 'PUT', url: '/api/services/app/Location/SetMaintenance', body, ...as(userName) });
  const windowOf = async (id: number) =>
    (
      await t.db
        .select({ start: locations.maintenanceStartTime, end: locations.maintenanceEndingTime })
        .from(locations)
        .where(eq(locations.id, id))
    )[0];
  const getLocation = async (id: number) =>
    (await request<Location>(t.app, { method: 'GET', url: `/api/services/app/Location/Get?Id=${id}`, token: tokens.admin }))
      .result;
  const target = () => all.find((location) => location.clientId === 1 && !location.maintenanceStartTime)!;
  const hoursFromNow = (hours: number) => new Date(t.clock().getTime() + hours * 3_600_000);

  it('plans a window that starts in the future, stored in UTC', async () => {
    const { id } = target();
    const answer = await setMaintenance({
      locationId: id,
      maintenanceStartTime: '2090-05-01T10:00:00+02:00',
      maintenanceEndingTime: '2090-05-01T18:30:00+02:00',
    });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      id,
      isInMaintenance: false,
      isMaintenancePlanned: true,
      maintenanceStartTime: '2090-05-01T08:00:00.000Z',
      maintenanceEndingTime: '2090-05-01T16:30:00.000Z',
    });
    expect(await windowOf(id)).toEqual({
      start: new Date('2090-05-01T08:00:00.000Z'),
      end: new Date('2090-05-01T16:30:00.000Z'),
    });
    expect(await getLocation(id)).toMatchObject(answer.result);
  });

  it('is in maintenance from the start up to the end, then not', async () => {
    const { id } = target();
    const start = hoursFromNow(-1);
    const end = hoursFromNow(2);
    const answer = await setMaintenance({
      locationId: id,
      maintenanceStartTime: start.toISOString(),
      maintenanceEndingTime: end.toISOString(),
    });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      id,
      isInMaintenance: true,
      isMaintenancePlanned: false,
      maintenanceStartTime: start.toISOString(),
      maintenanceEndingTime: end.toISOString(),
    });
    await advanceMinutes(119);
    expect(await getLocation(id)).toMatchObject({ isInMaintenance: true, isMaintenancePlanned: false });
    await advanceMinutes(1);
    expect(await getLocation(id)).toMatchObject({ isInMaintenance: false, isMaintenancePlanned: false });
  });

  it('starts now when no start is sent (Start immediately), by the server clock', async () => {
    const { id } = target();
    await advanceMinutes(7);
    const now = t.clock().toISOString();
    const end = hoursFromNow(4).toISOString();
    for (const body of [
      { locationId: id, maintenanceEndingTime: end },
      { locationId: id, maintenanceStartTime: null, maintenanceEndingTime: end },
    ]) {
      const answer = await setMaintenance(body);
      expect(answer.status).toBe(200);
      expect(answer.result).toEqual({
        id,
        isInMaintenance: true,
        isMaintenancePlanned: false,
        maintenanceStartTime: now,
        maintenanceEndingTime: end,
      });
      expect(await windowOf(id)).toEqual({ start: new Date(now), end: new Date(end) });
    }
  });

  it('keeps a location in maintenance until finished when there is no end', async () => {
    const { id } = target();
    const start = hoursFromNow(-2).toISOString();
    const answer = await setMaintenance({ locationId: id, maintenanceStartTime: start, maintenanceEndingTime: null });
    expect(answer.result).toEqual({
      id,
      isInMaintenance: true,
      isMaintenancePlanned: false,
      maintenanceStartTime: start,
      maintenanceEndingTime: null,
    });
    await advanceMinutes(60 * 24 * 365);
    expect(await getLocation(id)).toMatchObject({ isInMaintenance: true });
  });

  it('starts now until finished when neither time is sent (Start immediately without an end)', async () => {
    const { id } = target();
    await advanceMinutes(3);
    const now = t.clock().toISOString();
    for (const body of [
      { locationId: id },
      { locationId: id, maintenanceEndingTime: null },
      { locationId: id, maintenanceStartTime: null },
    ]) {
      await setMaintenance({ locationId: id, maintenanceStartTime: null, maintenanceEndingTime: null });
      const answer = await setMaintenance(body);
      expect(answer.status).toBe(200);
      expect(answer.result).toEqual({
        id,
        isInMaintenance: true,
        isMaintenancePlanned: false,
        maintenanceStartTime: now,
        maintenanceEndingTime: null,
      });
      expect(await windowOf(id)).toEqual({ start: new Date(now), end: null });
    }
    await advanceMinutes(60 * 24 * 30);
    expect(await getLocation(id)).toMatchObject({ isInMaintenance: true, maintenanceEndingTime: null });
  });

  it('clears both times when both are sent as null (Finish, Cancel)', async () => {
    const { id } = target();
    for (const window of [
      { maintenanceStartTime: '2090-05-01T10:00:00Z', maintenanceEndingTime: null },
      { maintenanceStartTime: hoursFromNow(-1).toISOString(), maintenanceEndingTime: hoursFromNow(1).toISOString() },
    ]) {
      await setMaintenance({ locationId: id, ...window });
      const answer = await setMaintenance({ locationId: id, maintenanceStartTime: null, maintenanceEndingTime: null });
      expect(answer.status).toBe(200);
      expect(answer.result).toEqual({
        id,
        isInMaintenance: false,
        isMaintenancePlanned: false,
        maintenanceStartTime: null,
        maintenanceEndingTime: null,
      });
      expect(await windowOf(id)).toEqual({ start: null, end: null });
    }
  });

  it('refuses a start after the end with 400 "Incorrect, check time and date.", saving nothing', async () => {
    const { id } = target();
    const planned = {
      locationId: id,
      maintenanceStartTime: '2090-05-01T10:00:00Z',
      maintenanceEndingTime: '2090-05-02T10:00:00Z',
    };
    await setMaintenance(planned);
    const refusals = [
      { locationId: id, maintenanceStartTime: '2090-06-01T10:00:00Z', maintenanceEndingTime: '2090-06-01T09:59:59Z' },
      // The same moment written in two zones: 10:00+02:00 is after 07:30Z.
      { locationId: id, maintenanceStartTime: '2090-06-01T10:00:00+02:00', maintenanceEndingTime: '2090-06-01T07:30:00Z' },
      // No start is now, which is after an end in the past.
      { locationId: id, maintenanceEndingTime: hoursFromNow(-1).toISOString() },
    ];
    for (const body of refusals) {
      const answer = await setMaintenance(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.success).toBe(false);
      expect(answer.error?.code).toBe('Location.MaintenanceStartAfterEnd');
      expect(answer.error?.message).toBe('Incorrect, check time and date.');
      expect(await windowOf(id)).toEqual({ start: new Date('2090-05-01T10:00:00Z'), end: new Date('2090-05-02T10:00:00Z') });
    }
    // A start at the end itself is not after it.
    const same = '2090-06-01T10:00:00Z';
    expect((await setMaintenance({ locationId: id, maintenanceStartTime: same, maintenanceEndingTime: same })).status).toBe(200);
  });

  it('refuses malformed times with 400 naming the field', async () => {
    const { id } = target();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ maintenanceStartTime: '2090-05-01T10:00:00' }, 'maintenanceStartTime'],
      [{ maintenanceEndingTime: 'tomorrow' }, 'maintenanceEndingTime'],
      [{ maintenanceStartTime: 1_900_000_000_000 }, 'maintenanceStartTime'],
      [{ maintenanceStartTime: '0000-06-01T10:00:00Z' }, 'maintenanceStartTime'],
      [{ maintenanceEndingTime: '9999-12-31T23:00:00-05:00' }, 'maintenanceEndingTime'],
      [{ locationId: '1' }, 'locationId'],
      [{ reason: 'x' }, 'reason'],
    ];
    for (const [change, member] of cases) {
      const answer = await setMaintenance({ locationId: id, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.error?.code).toBe('Request.NotValid');
      expect(answer.error?.validationErrors?.map((error) => error.members?.[0])).toEqual([member]);
    }
  });

  it('answers 404 for an unknown location', async () => {
    const answer = await setMaintenance({ locationId: unknownId(), maintenanceStartTime: '2090-05-01T10:00:00Z' });
    expect(answer.status).toBe(404);
    expect(answer.error?.code).toBe('Request.NotFound');
    expect(answer.error?.message).toBe('There is no location with this id.');
  });

  it('refuses client administrators and support staff with 403, changing nothing', async () => {
    const { id } = target();
    await setMaintenance({ locationId: id, maintenanceStartTime: null, maintenanceEndingTime: null });
    for (const userName of ['client', 'client-read', 'support']) {
      const answer = await setMaintenance({ locationId: id, maintenanceStartTime: '2090-05-01T10:00:00Z' }, userName);
      expect(answer.status, userName).toBe(403);
      expect(answer.error?.code).toBe('Auth.Forbidden');
    }
    expect((await setMaintenance({ locationId: id, maintenanceStartTime: '2090-05-01T10:00:00Z' }, null)).status).toBe(401);
    expect(await windowOf(id)).toEqual({ start: null, end: null });
  });
});

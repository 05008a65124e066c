import type { Db } from '../db/database.ts';
import { doors, locations, orders, payments } from '../db/schema/index.ts';
import { addUser } from '../testing/testUsers.ts';

/** The zone the tests read the dashboard in; its 2026 daylight-saving changes are 29 March and 25 October. */
export const oslo = 'Europe/Oslo';

/** The instant of an Oslo wall-clock time, the offset written out: `oslo('2026-03-29T03:30', 2)`. */
export const osloTime = (wall: string, offsetHours: 1 | 2) => new Date(`${wall}:00+0${offsetHours}:00`);

const minutes = (count: number) => count * 60_000;

/**
 * A location of the first client (`own`) and one of the second (`foreign`), a door at each, and
 * four end users with orders around Oslo's daylight-saving changes of 2026 (Oslo times):
 *
 * | day (Oslo)            | own location: time, user, parked, payments                               |
 * |-----------------------|--------------------------------------------------------------------------|
 * | Sun 15 March          | 23:30 Ada (outside the week of 16 March)                                   |
 * | Mon 16 March          | 00:30 Cai                                                                 |
 * | Sat 28 March          | 12:00 Ada, 60 min, paid 30; 12:00 Cai, paid 30                            |
 * | Sun 29 March (23 h)   | 00:30 Ada, 2 h 15 min, paid 100.50; 01:30 Bo, 45 min, paid 20 and        |
 * |                       | refunded 5; 03:30 Bo, not paid 10; 23:30 Ada                              |
 * | Sun 25 October (25 h) | 02:30 summer time Ada twice; 02:30 winter time Ada                        |
 *
 * The foreign location has one order of Dan's at 29 March 01:30, paid 999.
 */
export async function insertDashboardTestData(db: Db) {
  const [own, foreign] = await db
    .insert(locations)
    .values([
      { name: 'Dashboard test location', clientId: 1 },
      { name: 'Dashboard foreign location', clientId: 2 },
    ])
    .returning({ id: locations.id });
  const [ownDoor, foreignDoor] = await db
    .insert(doors)
    .values([
      { locationId: own!.id, name: 'DT-01' },
      { locationId: foreign!.id, name: 'DF-01' },
    ])
    .returning({ id: doors.id });
  const [ada, bo, cai, dan] = await Promise.all(
    ['4791100001', '4791100002', '4791100003', '4791100004'].map((userName, index) =>
      addUser(db, { userName, name: ['Ada', 'Bo', 'Cai', 'Dan'][index], surname: 'Dashboard' }),
    ),
  );
  const order = async (
    userId: number,
    doorId: number,
    creationTime: Date,
    { parkedMinutes, doorPrice = 0 }: { parkedMinutes?: number; doorPrice?: number } = {},
  ) => {
    const usedFrom = parkedMinutes === undefined ? null : new Date(creationTime.getTime() + minutes(1));
    const usedTo = usedFrom && new Date(usedFrom.getTime() + minutes(parkedMinutes!));
    const [made] = await db
      .insert(orders)
      .values({ userId, doorId, status: 2, paymentStatus: 1, creationTime, usedFrom, usedTo, doorPrice })
      .returning({ id: orders.id });
    return made!.id;
  };
  const d = ownDoor!.id;
  const ids = {
    beforeWeek: await order(ada!.id, d, osloTime('2026-03-15T23:30', 1)),
    weekStart: await order(cai!.id, d, osloTime('2026-03-16T00:30', 1)),
    saturdayAda: await order(ada!.id, d, osloTime('2026-03-28T12:00', 1), { parkedMinutes: 60, doorPrice: 30 }),
    saturdayCai: await order(cai!.id, d, osloTime('2026-03-28T12:00', 1), { doorPrice: 30 }),
    sundayFirst: await order(ada!.id, d, osloTime('2026-03-29T00:30', 1), { parkedMinutes: 135, doorPrice: 100.5 }),
    sundaySecond: await order(bo!.id, d, osloTime('2026-03-29T01:30', 1), { parkedMinutes: 45, doorPrice: 25 }),
    sundayThird: await order(bo!.id, d, osloTime('2026-03-29T03:30', 2), { doorPrice: 10 }),
    sundayLast: await order(ada!.id, d, osloTime('2026-03-29T23:30', 2)),
    octoberSummerA: await order(ada!.id, d, osloTime('2026-10-25T02:30', 2)),
    octoberSummerB: await order(ada!.id, d, osloTime('2026-10-25T02:30', 2)),
    octoberWinter: await order(ada!.id, d, osloTime('2026-10-25T02:30', 1)),
    foreign: await order(dan!.id, foreignDoor!.id, osloTime('2026-03-29T01:30', 1), { doorPrice: 999 }),
  };
  await db.insert(payments).values([
    { orderId: ids.saturdayAda, reference: 'DASH-1', status: 1, amount: 30 },
    { orderId: ids.saturdayCai, reference: 'DASH-2', status: 1, amount: 30 },
    { orderId: ids.sundayFirst, reference: 'DASH-3', status: 1, amount: 100.5 },
    { orderId: ids.sundaySecond, reference: 'DASH-4', status: 1, amount: 20 },
    { orderId: ids.sundaySecond, reference: 'DASH-5', status: 2, amount: 5 },
    { orderId: ids.sundayThird, reference: 'DASH-6', status: 0, amount: 10 },
    { orderId: ids.foreign, reference: 'DASH-7', status: 1, amount: 999 },
  ]);
  return { ownLocation: own!.id, foreignLocation: foreign!.id, users: { ada: ada!, bo: bo!, cai: cai!, dan: dan! }, orders: ids };
}

/** Tuesday 12 June 2035 in Oslo (summer time): no demo order is that late. */
export const june2035 = {
  from: osloTime('2035-06-12T00:00', 2).toISOString(),
  to: osloTime('2035-06-13T00:00', 2).toISOString(),
};

/**
 * Locations of the first client with orders on 12 June 2035: a name a spreadsheet would run (3
 * orders, two parked 30 and 61 minutes, paid 12.5 and refunded 4), `Dash Busy` (2), `Dash Alpha` (1),
 * and two named `Dash Twin` (1 each), and `Dash Idle` without any.
 */
export async function insertTopLocationsTestData(db: Db) {
  const names = ['=HYPERLINK("http://x.test","Click, here")', 'Dash Busy', 'Dash Alpha', 'Dash Twin', 'Dash Twin', 'Dash Idle'];
  const made = await db
    .insert(locations)
    .values(names.map((name) => ({ name, clientId: 1 })))
    .returning({ id: locations.id });
  const doorIds = (
    await db
      .insert(doors)
      .values(made.map((location, index) => ({ locationId: location.id, name: `DX-${index}` })))
      .returning({ id: doors.id })
  ).map((door) => door.id);
  const user = await addUser(db, { userName: '4791100009', name: 'Eve', surname: 'Dashboard' });
  const noon = osloTime('2035-06-12T12:00', 2);
  const parked = (minutesParked: number) => ({
    usedFrom: noon,
    usedTo: new Date(noon.getTime() + minutes(minutesParked)),
  });
  const orderCounts = [3, 2, 1, 1, 1, 0];
  const rows = orderCounts.flatMap((count, index) =>
    Array.from({ length: count }, (_, nth) => ({
      userId: user.id,
      doorId: doorIds[index]!,
      creationTime: noon,
      ...(index === 0 && nth < 2 ? parked(nth === 0 ? 30 : 61) : {}),
    })),
  );
  const orderIds = (await db.insert(orders).values(rows).returning({ id: orders.id })).map((order) => order.id);
  await db.insert(payments).values([
    { orderId: orderIds[0]!, reference: 'DASH-X1', status: 1, amount: 12.5 },
    { orderId: orderIds[1]!, reference: 'DASH-X2', status: 2, amount: 4 },
  ]);
  return { locations: made.map((location) => location.id) };
}

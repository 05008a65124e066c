import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/database.ts';
import { doors, locations, orders, payments, users } from '../db/schema/index.ts';
import { seedBulkOrders } from '../seed/bulkOrders.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';

// order_hourly_totals is kept by triggers on orders, payments and doors: whatever writes them, it must
// hold what a GROUP BY of the orders by their door's location now and the UTC hour they were made in
// says, no more rows and no fewer.

// A rollup's sums, named as the sums from the orders below are.
const rolledUp = sql`orders, parked_orders as "parkedOrders", parked_seconds::text as "parkedSeconds", revenue::text as "revenue"`;
const utcHour = sql`to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`;
const rollup = sql`select location_id as "locationId", ${utcHour} as "hour", ${rolledUp}
  from order_hourly_totals order by 1, 2`;
// What each rollup must hold, summed from the orders themselves: the sums, then what they are grouped by.
const sums = sql`count(*)::int as orders,
    (count(*) filter (where orders.used_from is not null and orders.used_to is not null))::int as "parkedOrders",
    coalesce(sum(round(extract(epoch from orders.used_to - orders.used_from))), 0)::bigint::text as "parkedSeconds",
    coalesce(sum(paid.amount), 0)::numeric(14, 2)::text as "revenue"`;
const paidByOrder = sql`left join (select order_id, sum(amount) as amount from payments where status = 1 group by 1) as paid on paid.order_id = orders.id`;
const utcHourOfOrder = sql`to_char(date_trunc('hour', orders.creation_time at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS')`;
const grouped = sql`select doors.location_id as "locationId", ${utcHourOfOrder} as "hour", ${sums}
  from orders join doors on doors.id = orders.door_id ${paidByOrder}
  group by 1, 2 order by 1, 2`;
// order_hourly_totals_all: the same sums over every location, by hour.
const rollupOfAll = sql`select ${utcHour} as "hour", ${rolledUp} from order_hourly_totals_all order by 1`;
const groupedByHour = sql`select ${utcHourOfOrder} as "hour", ${sums}
  from orders ${paidByOrder}
  group by 1 order by 1`;
// order_location_totals: the same sums by location, all time.
const rollupOfLocations = sql`select location_id as "locationId", ${rolledUp} from order_location_totals order by 1`;
const groupedByLocation = sql`select doors.location_id as "locationId", ${sums}
  from orders join doors on doors.id = orders.door_id ${paidByOrder}
  group by 1 order by 1`;
// A row's version: an update that writes the same values still makes a new one.
const versions = sql`select location_id as "locationId", hour::text as "hour", xmin::text as "xmin", ctid::text as "ctid"
  from order_hourly_totals order by 1, 2`;

async function rows<Row = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function expectRollupExact(database: Database) {
  const expected = await rows(database.db, grouped);
  expect(await rows(database.db, rollup)).toEqual(expected);
  expect(await rows(database.db, rollupOfAll)).toEqual(await rows(database.db, groupedByHour));
  expect(await rows(database.db, rollupOfLocations)).toEqual(await rows(database.db, groupedByLocation));
  return expected.length;
}

async function totalsAt(db: Db, locationId: number, hour: string) {
  return rows<{ orders: number; parkedOrders: number; parkedSeconds: string; revenue: string }>(
    db,
    sql`select orders, parked_orders as "parkedOrders", parked_seconds::text as "parkedSeconds", revenue::text as "revenue"
      from order_hourly_totals where location_id = ${locationId} and hour = ${hour}::timestamptz`,
  );
}

describe('order_hourly_totals', () => {
  let database: Database;
  let userId: number;
  let locationIds: [number, number];
  let doorIds: [number, number, number];

  const order = (doorId: number, creationTime: string, more: Partial<typeof orders.$inferInsert> = {}) =>
    ({ userId, doorId, status: 0, creationTime: new Date(creationTime), ...more }) as const;
  const addOrder = async (values: ReturnType<typeof order>, db: Db = database.db) =>
    (await db.insert(orders).values(values).returning({ id: orders.id }))[0]!.id;

  beforeAll(async () => {
    database = await openTestDatabase();
    const made = await database.db
      .insert(locations)
      .values([
        { name: 'Totals north', clientId: 1 },
        { name: 'Totals south', clientId: 1 },
      ])
      .returning({ id: locations.id });
    locationIds = made.map((location) => location.id) as [number, number];
    doorIds = (
      await database.db
        .insert(doors)
        .values([
          { locationId: locationIds[0], name: 'T-01' },
          { locationId: locationIds[0], name: 'T-02' },
          { locationId: locationIds[1], name: 'T-03' },
        ])
        .returning({ id: doors.id })
    ).map((door) => door.id) as [number, number, number];
    userId = (await database.db.select({ id: users.id }).from(users).limit(1))[0]!.id;
  });
  afterAll(() => database?.close());

  it("holds the demo seed's orders and payments", async () => {
    expect(await expectRollupExact(database)).toBeGreaterThan(100);
  });

  it("adds the generator's orders and payments, written a batch per statement", async () => {
    const before = await expectRollupExact(database);
    await seedBulkOrders(database.db, { count: 4_000, seed: 11, now: new Date('2036-03-01T12:00:00Z'), batchSize: 1_300 });
    expect(await expectRollupExact(database)).toBeGreaterThan(before);
  });

  it('adds single orders and several in one statement, at the edges of an hour', async () => {
    const [a, b, c] = doorIds;
    await addOrder(order(a, '2037-01-01T10:59:59.999Z'));
    await database.db.insert(orders).values([
      order(a, '2037-01-01T10:00:00Z', {
        usedFrom: new Date('2037-01-01T10:00:00Z'),
        usedTo: new Date('2037-01-01T10:20:00.6Z'),
      }),
      order(b, '2037-01-01T10:30:00Z', { usedFrom: new Date('2037-01-01T10:30:00Z') }),
      order(b, '2037-01-01T11:00:00Z'),
      order(c, '2037-01-01T10:15:00Z', {
        usedFrom: new Date('2037-01-01T10:15:00Z'),
        usedTo: new Date('2037-01-01T10:15:10.4Z'),
      }),
    ]);
    await expectRollupExact(database);
    expect(await totalsAt(database.db, locationIds[0], '2037-01-01T10:00:00Z')).toEqual([
      // 20 min 0.6 s rounds to 1201 s.
      { orders: 3, parkedOrders: 1, parkedSeconds: '1201', revenue: '0.00' },
    ]);
    expect(await totalsAt(database.db, locationIds[0], '2037-01-01T11:00:00Z')).toEqual([
      { orders: 1, parkedOrders: 0, parkedSeconds: '0', revenue: '0.00' },
    ]);
    expect(await totalsAt(database.db, locationIds[1], '2037-01-01T10:00:00Z')).toEqual([
      { orders: 1, parkedOrders: 1, parkedSeconds: '10', revenue: '0.00' },
    ]);
  });

  it('adds the parked time of an order completed, and writes nothing for a change of status alone', async () => {
    const [a] = doorIds;
    const id = await addOrder(order(a, '2037-02-01T08:10:00Z', { status: 1, usedFrom: new Date('2037-02-01T08:10:00Z') }));
    const unchanged = await rows(database.db, versions);
    await database.db.update(orders).set({ status: 4 }).where(eq(orders.id, id));
    await database.db.update(orders).set({ paymentStatus: 1, invoiceName: 'Kari' }).where(eq(orders.id, id));
    await database.db.execute(sql`update orders set status = status where creation_time >= '2037-01-01'`);
    expect(await rows(database.db, versions)).toEqual(unchanged);

    await database.db
      .update(orders)
      .set({ status: 2, usedTo: new Date('2037-02-01T09:40:00Z') })
      .where(eq(orders.id, id));
    expect(await totalsAt(database.db, locationIds[0], '2037-02-01T08:00:00Z')).toEqual([
      { orders: 1, parkedOrders: 1, parkedSeconds: '5400', revenue: '0.00' },
    ]);
    // Many orders in one statement, some of them parked already.
    await database.db.execute(sql`update orders set used_to = used_from + interval '47 minutes 30.5 seconds'
      where used_from is not null and id % 3 = 0`);
    await expectRollupExact(database);
  });

  it('adds paid payments as revenue, takes refunded and deleted ones away, and ignores the others', async () => {
    const [a, , c] = doorIds;
    const first = await addOrder(order(a, '2037-03-01T12:05:00Z'));
    const second = await addOrder(order(c, '2037-03-01T12:06:00Z'));
    const paid = await database.db
      .insert(payments)
      .values([
        { orderId: first, status: 1, amount: 49.5 },
        { orderId: first, status: 1, amount: 10 },
        { orderId: first, status: 0, amount: 1000 },
        { orderId: second, status: 1, amount: 25.25 },
      ])
      .returning({ id: payments.id });
    await database.db.insert(payments).values({ orderId: first, status: 2, amount: 300 });
    expect(await totalsAt(database.db, locationIds[0], '2037-03-01T12:00:00Z')).toEqual([
      { orders: 1, parkedOrders: 0, parkedSeconds: '0', revenue: '59.50' },
    ]);
    await expectRollupExact(database);

    await database.db.update(payments).set({ status: 2 }).where(eq(payments.id, paid[1]!.id));
    expect((await totalsAt(database.db, locationIds[0], '2037-03-01T12:00:00Z'))[0]?.revenue).toBe('49.50');
    // Paid at last, a changed amount, and a payment moved to another order.
    await database.db.update(payments).set({ status: 1 }).where(eq(payments.id, paid[2]!.id));
    await database.db.update(payments).set({ amount: 30 }).where(eq(payments.id, paid[3]!.id));
    await database.db.update(payments).set({ orderId: second }).where(eq(payments.id, paid[0]!.id));
    await expectRollupExact(database);
    expect((await totalsAt(database.db, locationIds[1], '2037-03-01T12:00:00Z'))[0]?.revenue).toBe('79.50');

    await database.db.delete(payments).where(eq(payments.id, paid[3]!.id));
    // Many payments of many hours in one statement each.
    await database.db.execute(sql`update payments set status = 2 where status = 1 and id % 5 = 0`);
    await database.db.execute(sql`delete from payments where id % 7 = 0`);
    await expectRollupExact(database);
  });

  it('takes an order deleted with its payments away, removing the hours left without orders', async () => {
    const [a] = doorIds;
    const alone = await addOrder(
      order(a, '2037-04-01T00:30:00Z', { usedFrom: new Date('2037-04-01T00:30:00Z'), usedTo: new Date('2037-04-01T01:00:00Z') }),
    );
    const kept = await addOrder(order(a, '2037-04-01T01:30:00Z'));
    const other = await addOrder(order(a, '2037-04-01T01:45:00Z'));
    await database.db.insert(payments).values([
      { orderId: alone, status: 1, amount: 20 },
      { orderId: kept, status: 1, amount: 15 },
      { orderId: other, status: 1, amount: 5 },
    ]);
    await database.db.delete(orders).where(eq(orders.id, alone));
    await database.db.delete(orders).where(eq(orders.id, other));
    expect(await totalsAt(database.db, locationIds[0], '2037-04-01T00:00:00Z')).toEqual([]);
    expect(await totalsAt(database.db, locationIds[0], '2037-04-01T01:00:00Z')).toEqual([
      { orders: 1, parkedOrders: 0, parkedSeconds: '0', revenue: '15.00' },
    ]);
    // Many at once, with their payments.
    await database.db.execute(sql`delete from orders where id % 11 = 0`);
    await expectRollupExact(database);
  });

  it('moves an order changed to another door or hour, with its revenue', async () => {
    const [a, , c] = doorIds;
    const id = await addOrder(
      order(a, '2037-05-01T06:10:00Z', { usedFrom: new Date('2037-05-01T06:10:00Z'), usedTo: new Date('2037-05-01T06:20:00Z') }),
    );
    await addOrder(order(a, '2037-05-01T06:40:00Z'));
    await database.db.insert(payments).values({ orderId: id, status: 1, amount: 12 });
    await database.db.update(orders).set({ doorId: c }).where(eq(orders.id, id));
    expect(await totalsAt(database.db, locationIds[0], '2037-05-01T06:00:00Z')).toEqual([
      { orders: 1, parkedOrders: 0, parkedSeconds: '0', revenue: '0.00' },
    ]);
    expect(await totalsAt(database.db, locationIds[1], '2037-05-01T06:00:00Z')).toEqual([
      { orders: 1, parkedOrders: 1, parkedSeconds: '600', revenue: '12.00' },
    ]);
    await database.db
      .update(orders)
      .set({ creationTime: new Date('2037-05-02T06:10:00Z') })
      .where(eq(orders.id, id));
    expect(await totalsAt(database.db, locationIds[1], '2037-05-01T06:00:00Z')).toEqual([]);
    await database.db.execute(sql`update orders set creation_time = creation_time + interval '30 minutes' where id % 13 = 0`);
    await expectRollupExact(database);
  });

  it("moves a door's orders and revenue to the location it is moved to", async () => {
    const [a, b] = doorIds;
    const id = await addOrder(order(a, '2037-06-01T15:00:00Z'));
    await database.db.insert(payments).values({ orderId: id, status: 1, amount: 7 });
    await addOrder(order(b, '2037-06-01T15:30:00Z'));
    await database.db.update(doors).set({ locationId: locationIds[1] }).where(eq(doors.id, a));
    expect(await totalsAt(database.db, locationIds[1], '2037-06-01T15:00:00Z')).toEqual([
      { orders: 1, parkedOrders: 0, parkedSeconds: '0', revenue: '7.00' },
    ]);
    await expectRollupExact(database);
    // A demo door with a year of orders, and a statement moving several doors.
    await database.db.execute(sql`update doors set location_id = ${locationIds[0]}
      where id in (select door_id from orders group by door_id order by count(*) desc limit 3)`);
    await database.db.update(doors).set({ locationId: locationIds[0] }).where(eq(doors.id, a));
    await expectRollupExact(database);
  });

  it('counts the orders of two transactions adding to one hour at once', async () => {
    const [a] = doorIds;
    // The first time both insert the hour's row, the second time both update it.
    for (const hourHadOrders of [false, true]) {
      const hour = '2037-07-01T09:00:00Z';
      expect(await totalsAt(database.db, locationIds[0], hour)).toHaveLength(hourHadOrders ? 1 : 0);
      const before = (await totalsAt(database.db, locationIds[0], hour))[0]?.orders ?? 0;
      await bothAtOnce(
        database,
        (tx) => addOrder(order(a, '2037-07-01T09:10:00Z'), tx),
        (tx) => addOrder(order(a, '2037-07-01T09:20:00Z'), tx),
      );
      expect((await totalsAt(database.db, locationIds[0], hour))[0]?.orders).toBe(before + 2);
    }
    await expectRollupExact(database);
  });

  it('counts an order and a payment added while their door moves at the location it moves to', async () => {
    const [a] = doorIds;
    const moveDoor = (locationId: number) => (tx: Db) => tx.update(doors).set({ locationId }).where(eq(doors.id, a));
    const paidOrder = (creationTime: string) => async (tx: Db) => {
      const id = await addOrder(order(a, creationTime), tx);
      await tx.insert(payments).values({ orderId: id, status: 1, amount: 3 });
    };
    // The order's transaction first, then the move first.
    await bothAtOnce(database, paidOrder('2037-07-02T10:00:00Z'), moveDoor(locationIds[1]));
    expect(await totalsAt(database.db, locationIds[1], '2037-07-02T10:00:00Z')).toEqual([
      { orders: 1, parkedOrders: 0, parkedSeconds: '0', revenue: '3.00' },
    ]);
    await bothAtOnce(database, moveDoor(locationIds[0]), paidOrder('2037-07-02T11:00:00Z'));
    expect(await totalsAt(database.db, locationIds[0], '2037-07-02T11:00:00Z')).toEqual([
      { orders: 1, parkedOrders: 0, parkedSeconds: '0', revenue: '3.00' },
    ]);
    await expectRollupExact(database);
  });

  it('empties with the orders truncated, and with the payments truncated keeps no revenue', async () => {
    await database.db.execute(sql`truncate payments`);
    expect(await rows(database.db, sql`select * from order_hourly_totals where revenue <> 0`)).toEqual([]);
    await expectRollupExact(database);
    await database.db.execute(sql`truncate orders cascade`);
    expect(await rows(database.db, rollup)).toEqual([]);
    await addOrder(order(doorIds[0], '2037-08-01T00:00:00Z'));
    expect(await expectRollupExact(database)).toBe(1);
  });
});

/**
 * On PostgreSQL, runs `first` in a transaction left open until `second`, in another, waits on a lock
 * (the totals row or its key, which `first` wrote): then commits `first` and lets `second` finish.
 * PGlite runs one transaction at a time: there they run one after the other.
 */
async function bothAtOnce(database: Database, first: (tx: Db) => Promise<unknown>, second: (tx: Db) => Promise<unknown>) {
  if (database.kind === 'pglite') {
    await database.db.transaction(first);
    await database.db.transaction(second);
    return;
  }
  let wrote!: () => void;
  let commit!: () => void;
  const firstWrote = new Promise<void>((resolve) => (wrote = resolve));
  const committing = new Promise<void>((resolve) => (commit = resolve));
  const firstDone = database.db.transaction(async (tx) => {
    await first(tx);
    wrote();
    await committing;
  });
  await Promise.race([firstWrote, firstDone]);
  const secondDone = database.db.transaction(second);
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [waiting] = await rows<{ count: number }>(
        database.db,
        sql`select count(*)::int as "count" from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting!.count > 0) break;
      if (Date.now() > deadline) throw new Error('the second transaction never waited on the first');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    // Also when the second never waited: the first must not stay open.
    commit();
  }
  await Promise.all([firstDone, secondDone]);
}

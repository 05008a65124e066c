import { asc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { orders, payments } from '../db/schema/index.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { seedBulkOrders, type BulkOrdersWritten } from './bulkOrders.ts';

const now = new Date('2025-06-01T12:00:00Z');
const count = 2000;
// Not a divisor of the count: the last batch is a short one.
const batchSize = 300;

let first: Database;
let second: Database;
let before: number;
let written: BulkOrdersWritten;
const progress: BulkOrdersWritten[] = [];

const rows = async <Row>(database: Database, statement: ReturnType<typeof sql>) =>
  ((await database.db.execute(statement)) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  before = Number((await rows<{ last: number }>(first, sql`select coalesce(max(id), 0) as last from orders`))[0]!.last);
  written = await seedBulkOrders(first.db, { count, seed: 7, now, batchSize, onProgress: (done) => progress.push(done) });
  await seedBulkOrders(second.db, { count, seed: 7, now, batchSize });
}, 120_000);
afterAll(() => Promise.all([first?.close(), second?.close()]));

const added = (database: Database) => database.db.select().from(orders).where(gt(orders.id, before)).orderBy(asc(orders.id));

describe('seedBulkOrders', () => {
  it('adds the orders asked for, a batch at a time, over the year before now, ids following creation time', async () => {
    const made = await added(first);
    expect(made).toHaveLength(count);
    expect(written.orders).toBe(count);
    expect(progress).toHaveLength(Math.ceil(count / batchSize));
    expect(progress.at(-1)).toEqual(written);
    const times = made.map((order) => order.creationTime.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(now.getTime() - times[0]!).toBeGreaterThan(360 * 86_400_000);
    expect(now.getTime() - times[0]!).toBeLessThanOrEqual(365 * 86_400_000);
    expect(times.at(-1)!).toBeLessThan(now.getTime());
    expect(now.getTime() - times.at(-1)!).toBeLessThan(2 * 86_400_000);
  });

  it('spreads them across all doors and end users, and no staff', async () => {
    const [spread] = await rows<{ doors: number; allDoors: number; users: number; staff: number }>(
      first,
      sql`select
        (select count(distinct door_id) from orders where id > ${before})::int as doors,
        (select count(*) from doors)::int as "allDoors",
        (select count(distinct user_id) from orders where id > ${before})::int as users,
        (select count(*) from orders join users on users.id = orders.user_id
          where orders.id > ${before} and (users.is_admin or cardinality(users.role_names) > 0))::int as staff`,
    );
    expect(spread!.doors).toBeGreaterThan(spread!.allDoors * 0.9);
    expect(spread!.users).toBeGreaterThan(250);
    expect(spread!.staff).toBe(0);
  });

  it("gives each order payments its payment status follows, adding up to the order's price", async () => {
    const made = await added(first);
    const paymentRows = await first.db.select().from(payments).where(gt(payments.orderId, before));
    expect(paymentRows).toHaveLength(written.payments);
    const byOrder = new Map<number, typeof paymentRows>();
    for (const payment of paymentRows) byOrder.set(payment.orderId, [...(byOrder.get(payment.orderId) ?? []), payment]);
    expect(new Set(made.map((order) => order.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(made.map((order) => order.paymentStatus))).toEqual(new Set([null, 0, 1, 2, 3, 4]));
    for (const order of made) {
      const own = byOrder.get(order.id) ?? [];
      const statuses = own.map((payment) => payment.status);
      const label = `order ${order.id}: ${order.paymentStatus} with ${statuses.join(', ')}`;
      if (order.paymentStatus === null) expect(statuses, label).toEqual([]);
      else if (order.paymentStatus === 3) expect(new Set(statuses), label).toEqual(new Set([1, 2]));
      else expect(new Set(statuses), label).toEqual(new Set([order.paymentStatus]));
      if (own.length) {
        expect(Math.abs(own.reduce((sum, payment) => sum + payment.amount, 0) - order.doorPrice), label).toBeLessThan(0.005);
        expect(
          own.every((payment) => payment.creationTime >= order.creationTime),
          label,
        ).toBe(true);
      }
    }
  });

  it('makes the same orders and payments from the same seed', async () => {
    const withoutStamp = (database: Database) =>
      added(database).then((made) => made.map(({ concurrencyStamp: _, ...order }) => order));
    expect(await withoutStamp(second)).toEqual(await withoutStamp(first));
    const paymentsOf = (database: Database) =>
      database.db.select().from(payments).where(gt(payments.orderId, before)).orderBy(asc(payments.id));
    expect(await paymentsOf(second)).toEqual(await paymentsOf(first));
  });

  it('refreshes the planner statistics', async () => {
    const [stats] = await rows<{ analyzed: boolean }>(
      first,
      sql`select last_analyze is not null or last_autoanalyze is not null as analyzed from pg_stat_user_tables where relname = 'orders'`,
    );
    expect(stats?.analyzed).toBe(true);
  });
});

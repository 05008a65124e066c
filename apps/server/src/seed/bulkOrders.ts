import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { demoOrders, lastYear, type DemoOrder, type OrderingUser } from './demoOrders.ts';
import { seededRandom } from './random.ts';

export interface BulkOrdersOptions {
  /** How many orders to add. */
  count: number;
  /** The seed of their random: the same seed, `now`, users and doors make the same orders. */
  seed?: number;
  /** The end of their year: the last days' orders are in progress. */
  now: Date;
  /** Orders made and written per statement, with their payments. */
  batchSize?: number;
  /** Called after each batch with the totals written so far. */
  onProgress?: (written: BulkOrdersWritten) => void;
}

export interface BulkOrdersWritten {
  orders: number;
  payments: number;
}

/** The orders' columns as the statement reads them from JSON (snake_case, as in the table). */
interface OrderRow {
  k: number;
  user_id: number;
  door_id: number;
  status: number;
  payment_status: number | null;
  creation_time: string;
  used_from: string | null;
  used_to: string | null;
  door_price: number;
  door_price_ex_vat: number;
  door_price_vat: number;
  invoice_name: string | null;
  invoice_phone: string | null;
  invoice_email: string | null;
  invoice_country_id: number | null;
}

interface PaymentRow {
  k: number;
  reference: string | null;
  creation_time: string;
  status: number;
  amount: number;
}

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

function rowsOf(batch: DemoOrder[]) {
  const orderRows: OrderRow[] = [];
  const paymentRows: PaymentRow[] = [];
  batch.forEach(({ order, payments }, k) => {
    orderRows.push({
      k,
      user_id: order.userId,
      door_id: order.doorId,
      status: order.status ?? 0,
      payment_status: order.paymentStatus ?? null,
      creation_time: iso(order.creationTime)!,
      used_from: iso(order.usedFrom),
      used_to: iso(order.usedTo),
      door_price: order.doorPrice ?? 0,
      door_price_ex_vat: order.doorPriceExVat ?? 0,
      door_price_vat: order.doorPriceVat ?? 0,
      invoice_name: order.invoiceName ?? null,
      invoice_phone: order.invoicePhone ?? null,
      invoice_email: order.invoiceEmail ?? null,
      invoice_country_id: order.invoiceCountryId ?? null,
    });
    for (const payment of payments) {
      paymentRows.push({
        k,
        reference: payment.reference ?? null,
        creation_time: iso(payment.creationTime)!,
        status: payment.status ?? 0,
        amount: payment.amount,
      });
    }
  });
  return { orderRows, paymentRows };
}

/**
 * Writes a batch of orders and their payments in one statement: each as one JSON parameter read by
 * `json_to_recordset` (no limit of 65,535 parameters, one parse), the orders' ids drawn from their
 * identity's sequence first so that each payment finds its order by its place in the batch. The
 * payments' foreign key is checked at the end of the statement, when the orders are in.
 */
export async function insertOrderBatch(db: Db, batch: DemoOrder[]): Promise<BulkOrdersWritten> {
  if (batch.length === 0) return { orders: 0, payments: 0 };
  const { orderRows, paymentRows } = rowsOf(batch);
  await db.execute(sql`
    with source as materialized (
      select nextval(pg_get_serial_sequence('orders', 'id')) as id, o.*
      from json_to_recordset(${JSON.stringify(orderRows)}::json) as o(k int, user_id int, door_id int, status int,
        payment_status int, creation_time timestamptz, used_from timestamptz, used_to timestamptz, door_price numeric,
        door_price_ex_vat numeric, door_price_vat numeric, invoice_name text, invoice_phone text, invoice_email text,
        invoice_country_id int)
    ),
    added as (
      insert into orders (id, user_id, door_id, status, payment_status, creation_time, used_from, used_to, door_price,
        door_price_ex_vat, door_price_vat, invoice_name, invoice_phone, invoice_email, invoice_country_id)
      overriding system value
      select id, user_id, door_id, status, payment_status, creation_time, used_from, used_to, door_price,
        door_price_ex_vat, door_price_vat, invoice_name, invoice_phone, invoice_email, invoice_country_id
      from source order by k
    )
    insert into payments (order_id, reference, creation_time, status, amount)
    select source.id, p.reference, p.creation_time, p.status, p.amount
    from json_to_recordset(${JSON.stringify(paymentRows)}::json)
      as p(k int, reference text, creation_time timestamptz, status int, amount numeric)
    join source on source.k = p.k`);
  return { orders: orderRows.length, payments: paymentRows.length };
}

/** The end users (no console role) who order, and every door, by id. */
async function usersAndDoors(db: Db): Promise<{ users: OrderingUser[]; doorIds: number[] }> {
  const { rows: users } = (await db.execute(sql`
    select id, name, surname, phone_number as "phoneNumber", email_address as "emailAddress"
    from users where not is_admin and cardinality(role_names) = 0 order by id`)) as unknown as { rows: OrderingUser[] };
  const { rows: doors } = (await db.execute(sql`select id from doors order by id`)) as unknown as { rows: Array<{ id: number }> };
  return { users, doorIds: doors.map((door) => door.id) };
}

/**
 * Adds `count` orders with their payments, spread over the year up to `now` across all doors and
 * end users (the demo seed's, or any in the database), made by `demoOrders` a slice of the year at a
 * time: each batch covers the next slice, so ids follow creation time as they do in use, and memory
 * stays that of one batch however many are made. The next batch is made while the last is written.
 * Then refreshes the planner's statistics and the visibility map (as autovacuum would).
 */
export async function seedBulkOrders(
  db: Db,
  { count, seed = 1, now, batchSize = 5000, onProgress }: BulkOrdersOptions,
): Promise<BulkOrdersWritten> {
  const { users, doorIds } = await usersAndDoors(db);
  if (users.length === 0 || doorIds.length === 0) throw new Error('Orders need end users and doors: seed the demo first.');
  const random = seededRandom(seed);
  const year = lastYear(now);
  const batches = Math.ceil(count / batchSize);
  const slice = (batch: number) => {
    const firstOrder = Math.floor((batch * count) / batches);
    const lastOrder = Math.floor(((batch + 1) * count) / batches);
    const firstMinute = Math.floor((batch * (year.minutes + 1)) / batches);
    const nextMinute = Math.floor(((batch + 1) * (year.minutes + 1)) / batches);
    const from = new Date(year.from.getTime() + firstMinute * 60_000);
    return demoOrders(lastOrder - firstOrder, users, doorIds, now, random, {
      from,
      minutes: Math.max(0, nextMinute - firstMinute - 1),
    });
  };

  const written: BulkOrdersWritten = { orders: 0, payments: 0 };
  let writing: Promise<void> | undefined;
  for (let batch = 0; batch < batches; batch++) {
    const made = slice(batch);
    await writing;
    writing = insertOrderBatch(db, made).then(({ orders, payments }) => {
      written.orders += orders;
      written.payments += payments;
      onProgress?.({ ...written });
    });
  }
  await writing;
  await db.execute(sql`vacuum analyze orders, payments`);
  return written;
}

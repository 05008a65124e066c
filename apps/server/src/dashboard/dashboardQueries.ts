import { sql, type SQL } from 'drizzle-orm';
import { dashboardTransactionsShown, topLocationsShown, type PaymentStatus } from '@velo/domain';
import type { Db } from '../db/database.ts';
import type { DashboardRange } from './dashboardRange.ts';
import type { LocationFilter } from './dashboardScope.ts';

// Every aggregate is one statement (the customers and the transactions find the doors in scope
// first). The sums come from order_hourly_totals (orders, parked time and revenue by location and UTC
// hour), bucketed in the caller's zone; only the customers (distinct users) and the latest
// transactions read the orders, each on an index.

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

const where = (conditions: Array<SQL | undefined>) => {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql.empty();
};

async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const { rows } = (await db.execute(statement)) as unknown as { rows: Row[] };
  return rows;
}

/** The hourly totals' rows of `[from, to)` in scope. */
const totalsWithin = (scope: LocationFilter, from: Date | undefined, to: Date) =>
  where([from && sql`"hour" >= ${at(from)}`, sql`"hour" < ${at(to)}`, scope(sql`"location_id"`)]);

/**
 * The hourly totals to read: a client's or a location's rows of order_hourly_totals, or for every
 * location order_hourly_totals_all, the same sums kept by hour alone (8,760 rows a year instead of one a
 * location and hour).
 */
const hourlyTotals = (scope: LocationFilter) =>
  scope(sql`"location_id"`) ? sql`"order_hourly_totals"` : sql`"order_hourly_totals_all"`;

/**
 * Each location's totals of the period (`location_id`, `orders`, `parked_orders`, `parked_seconds`,
 * `revenue`): for All time the sums kept by location (order_location_totals, a row a location), else
 * the period's hours summed.
 */
const totalsByLocation = (scope: LocationFilter, { from, to, isEverything }: DashboardRange) =>
  isEverything
    ? sql`(select * from "order_location_totals" ${where([scope(sql`"location_id"`)])})`
    : sql`(select "location_id", sum("orders") as "orders", sum("parked_orders") as "parked_orders",
        sum("parked_seconds") as "parked_seconds", sum("revenue") as "revenue"
      from "order_hourly_totals" ${totalsWithin(scope, from, to)} group by "location_id")`;

/**
 * The orders in scope summed by UTC hour, the locations collapsed first: the zone's conversions
 * (costly, one a row) are then made once an hour, not once a location and hour.
 */
const ordersByHour = (scope: LocationFilter, from: Date | undefined, to: Date) =>
  sql`(select "hour", sum("orders") as "orders" from ${hourlyTotals(scope)} ${totalsWithin(scope, from, to)} group by "hour") as "hours"`;

export type HistoryUnit = 'hour' | 'day' | 'month';
export interface ChartDatum {
  label: string;
  value: number;
}

/** The most months one chart draws: a longer period is refused rather than drawn as a smear. */
export const maximumChartMonths = 1200;

/**
 * Orders per bucket of the period, every bucket present. Hours are real hours (a 25-hour day has two
 * 02:00), labelled by their local hour; days and months are local ones. A period without a start
 * begins at the first month with orders in scope (the month of `to` when there are none).
 */
export async function orderHistory(
  db: Db,
  scope: LocationFilter,
  range: DashboardRange,
  unit: HistoryUnit,
): Promise<ChartDatum[]> {
  const { from, to, timeZone } = range;
  const zone = sql`${timeZone}::text`;
  if (unit === 'hour') {
    const start = from ?? to;
    return rowsOf(
      db,
      sql`with "totals" as (select * from ${ordersByHour(scope, start, to)})
      select to_char("bucket" at time zone ${zone}, 'HH24') || ':00' as "label", coalesce(sum("totals"."orders"), 0)::int as "value"
      from generate_series(${at(start)}, ${at(to)} - interval '1 microsecond', interval '1 hour') as "buckets" ("bucket")
      left join "totals" on "totals"."hour" >= "bucket" and "totals"."hour" < "bucket" + interval '1 hour'
      group by "bucket" order by "bucket"`,
    );
  }
  const label = unit === 'day' ? 'DD/MM' : 'Mon YYYY';
  const step = unit === 'day' ? sql`interval '1 day'` : sql`interval '1 month'`;
  const truncated = (local: SQL) => sql`date_trunc(${unit}::text, ${local})`;
  const lastLocal = sql`(${at(to)} at time zone ${zone}) - interval '1 microsecond'`;
  const first = from
    ? truncated(sql`${at(from)} at time zone ${zone}`)
    : sql`coalesce((select min("bucket") from "totals"), ${truncated(lastLocal)})`;
  const rows = await rowsOf<ChartDatum>(
    db,
    sql`with "totals" as (
      select ${truncated(sql`"hour" at time zone ${zone}`)} as "bucket", sum("orders") as "orders"
      from ${ordersByHour(scope, from, to)} group by 1
    )
    select to_char("buckets"."bucket", ${label}::text) as "label", coalesce("totals"."orders", 0)::int as "value"
    from generate_series(${first}, ${lastLocal}, ${step}) as "buckets" ("bucket")
    left join "totals" on "totals"."bucket" = "buckets"."bucket"
    order by "buckets"."bucket"
    limit ${maximumChartMonths + 1}`,
  );
  return rows;
}

/** Orders by local hour of the day, `00` to `23`. */
export function peakHours(db: Db, scope: LocationFilter, range: DashboardRange): Promise<ChartDatum[]> {
  const zone = sql`${range.timeZone}::text`;
  return rowsOf(
    db,
    sql`with "totals" as (
      select extract(hour from "hour" at time zone ${zone})::int as "hour_of_day", sum("orders") as "orders"
      from ${ordersByHour(scope, range.from, range.to)} group by 1
    )
    select lpad("hours"."hour_of_day"::text, 2, '0') as "label", coalesce("totals"."orders", 0)::int as "value"
    from generate_series(0, 23) as "hours" ("hour_of_day")
    left join "totals" on "totals"."hour_of_day" = "hours"."hour_of_day"
    order by "hours"."hour_of_day"`,
  );
}

export interface Totals {
  orders: number;
  parkedOrders: number;
  parkedSeconds: number;
  revenue: number;
}

/** The period's and the previous period's orders, parked time and revenue, in one pass over both. */
export async function periodTotals(
  db: Db,
  scope: LocationFilter,
  range: DashboardRange,
): Promise<{ current: Totals; previous: Totals }> {
  const { from, to, previous } = range;
  const current = from ? sql`"hour" >= ${at(from)}` : sql`true`;
  const before = from ? sql`"hour" < ${at(from)}` : sql`false`;
  const sums = (name: string, condition: SQL) =>
    sql`coalesce(sum("orders") filter (where ${condition}), 0)::int as ${sql.identifier(`${name}_orders`)},
      coalesce(sum("parked_orders") filter (where ${condition}), 0)::int as ${sql.identifier(`${name}_parked_orders`)},
      coalesce(sum("parked_seconds") filter (where ${condition}), 0)::float8 as ${sql.identifier(`${name}_parked_seconds`)},
      round(coalesce(sum("revenue") filter (where ${condition}), 0), 2)::float8 as ${sql.identifier(`${name}_revenue`)}`;
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`select ${sums('current', current)}, ${sums('previous', before)}
      from ${hourlyTotals(scope)} ${totalsWithin(scope, previous?.from ?? from, to)}`,
  );
  const totals = (name: string): Totals => ({
    orders: Number(row?.[`${name}_orders`] ?? 0),
    parkedOrders: Number(row?.[`${name}_parked_orders`] ?? 0),
    parkedSeconds: Number(row?.[`${name}_parked_seconds`] ?? 0),
    revenue: Number(row?.[`${name}_revenue`] ?? 0),
  });
  return { current: totals('current'), previous: totals('previous') };
}

/** Door ids as one constant array, which PostgreSQL plans for by its values and tests a row against by a hash. */
const doorList = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The ids of the doors in scope, or none for all. */
export async function doorsInScope(db: Db, scope: LocationFilter): Promise<{ ids?: number[] }> {
  const locations = scope(sql`"doors"."location_id"`);
  if (!locations) return {};
  const rows = await rowsOf<{ id: number }>(db, sql`select "doors"."id" from "doors" where ${locations}`);
  return { ids: rows.map((row) => row.id) };
}

export interface CustomerCounts {
  customers: number;
  active: number;
  new: number;
}

/**
 * The customers as of the period: every user with an order in scope before its end, those with one
 * within it (active), and those whose first order in scope is within it (new). Two index-only probes
 * of orders(user_id, creation_time, door_id) a user, each stopping at its first order in scope (`limit
 * 1` in a lateral join keeps PostgreSQL from hashing every order in scope instead): any within the
 * period, any before it. (Reading a location's orders on orders(door_id, creation_time) instead
 * fetched each from the table for its user: twice as slow on a million orders.) The doors in scope
 * come as a constant list, which PostgreSQL tests each order against by a hash.
 */
export async function customerCounts(db: Db, doors: { ids?: number[] }, { from, to }: DashboardRange): Promise<CustomerCounts> {
  const [row] = await rowsOf<CustomerCounts>(db, probesOfUsers(doors.ids && doorList(doors.ids), from, to));
  return { customers: row?.customers ?? 0, active: row?.active ?? 0, new: row?.new ?? 0 };
}

function probesOfUsers(doorIds: SQL | undefined, from: Date | undefined, to: Date): SQL {
  const inScope = doorIds && sql`"orders"."door_id" = any(${doorIds})`;
  const firstOrder = (name: string, conditions: Array<SQL | undefined>) =>
    sql`left join lateral (select true as "found" from "orders" ${where([sql`"orders"."user_id" = "users"."id"`, ...conditions, inScope])}
      limit 1) as ${sql.identifier(name)} on true`;
  const active = sql`"within"."found" is not null`;
  const before = from ? sql`"before"."found" is not null` : sql`false`;
  return sql`select count(*) filter (where ${active} or ${before})::int as "customers", count(*) filter (where ${active})::int as "active",
      count(*) filter (where ${active} and not ${before})::int as "new"
    from "users"
    ${firstOrder('within', [from && sql`"orders"."creation_time" >= ${at(from)}`, sql`"orders"."creation_time" < ${at(to)}`])}
    ${from ? firstOrder('before', [sql`"orders"."creation_time" < ${at(from)}`]) : sql.empty()}`;
}

export interface TransactionRow {
  orderId: number;
  time: number;
  status: PaymentStatus | null;
  amount: number;
  revenue: number;
}

/**
 * The period's latest orders with payments, newest first, with their paid payments' sum. The doors in
 * scope come as a constant list, so PostgreSQL knows how many orders they have: few, and it reads
 * them on orders(door_id, creation_time); many, and it reads orders_creation_time back from the end.
 */
export function latestTransactions(db: Db, doors: { ids?: number[] }, { from, to }: DashboardRange): Promise<TransactionRow[]> {
  return rowsOf(
    db,
    sql`select "orders"."id" as "orderId", (extract(epoch from "orders"."creation_time") * 1000)::float8 as "time",
        "orders"."payment_status" as "status", "orders"."door_price"::float8 as "amount",
        coalesce((select sum("payments"."amount") from "payments" where "payments"."order_id" = "orders"."id" and "payments"."status" = 1), 0)::float8 as "revenue"
      from "orders" ${where([
        from && sql`"orders"."creation_time" >= ${at(from)}`,
        sql`"orders"."creation_time" < ${at(to)}`,
        doors.ids && sql`"orders"."door_id" = any(${doorList(doors.ids)})`,
        sql`exists (select 1 from "payments" where "payments"."order_id" = "orders"."id")`,
      ])}
      order by "orders"."creation_time" desc, "orders"."id" desc
      limit ${dashboardTransactionsShown}`,
  );
}

/** The locations with the most orders in the period, most first, ties by name then id. */
export function topLocations(
  db: Db,
  scope: LocationFilter,
  range: DashboardRange,
): Promise<Array<{ id: number; name: string; orders: number }>> {
  return rowsOf(
    db,
    sql`select "locations"."id", "locations"."name", "top"."orders"::int as "orders"
      from ${totalsByLocation(scope, range)} as "top"
      join "locations" on "locations"."id" = "top"."location_id"
      where "top"."orders" > 0
      order by "top"."orders" desc, "locations"."name", "locations"."id"
      limit ${topLocationsShown}`,
  );
}

export interface LocationReportRow {
  id: number;
  name: string;
  client: string | null;
  orders: number;
  parkedOrders: number;
  parkedSeconds: number;
  revenue: number;
}

/** Every location in scope with its period's totals (zeros for those without orders), by name. */
export function locationReport(db: Db, scope: LocationFilter, range: DashboardRange): Promise<LocationReportRow[]> {
  return rowsOf(
    db,
    sql`select "locations"."id", "locations"."name", "clients"."name" as "client",
        coalesce("totals"."orders", 0)::int as "orders", coalesce("totals"."parked_orders", 0)::int as "parkedOrders",
        coalesce("totals"."parked_seconds", 0)::float8 as "parkedSeconds", round(coalesce("totals"."revenue", 0), 2)::float8 as "revenue"
      from "locations"
      left join "clients" on "clients"."id" = "locations"."client_id"
      left join ${totalsByLocation(scope, range)} as "totals" on "totals"."location_id" = "locations"."id"
      ${where([scope(sql`"locations"."id"`)])}
      order by "locations"."name", "locations"."id"`,
  );
}

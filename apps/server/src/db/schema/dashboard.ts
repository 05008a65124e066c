import { bigint, check, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { batteryPercent, deviceStatus, type DeviceStatus } from '@velo/domain';
import { identity, moment } from './columns.ts';
import { doors, locations } from './locations.ts';
import { valueBetween, valueIn } from './valueChecks.ts';

/**
 * The orders summed by their door's location and the UTC hour they were made in: what the dashboard's
 * aggregates read instead of a million orders. An hour of UTC is an hour of every zone whose offset is
 * whole hours, so local hours, days and months are sums of these rows. The database keeps it exact,
 * whoever writes: triggers on orders, payments and doors (in the migration; drizzle-kit does not write
 * triggers) add each change's difference in the statement that makes it.
 */
export const orderHourlyTotals = pgTable(
  'order_hourly_totals',
  {
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** The start of the UTC hour. */
    hour: moment().notNull(),
    orders: integer().notNull().default(0),
    /** Orders used and ended (`used_from` and `used_to` both set): the parked duration's count. */
    parkedOrders: integer().notNull().default(0),
    parkedSeconds: bigint({ mode: 'number' }).notNull().default(0),
    /** The paid payments' amounts of the hour's orders (a refunded payment is not revenue). */
    revenue: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'order_hourly_totals_pkey', columns: [table.locationId, table.hour] }),
    index('order_hourly_totals_hour').on(table.hour),
  ],
);

/**
 * What a door's device reported, one row a report: the battery trend the door health forecasts from.
 * Kept for the recent weeks only (the simulator prunes older ones).
 */
export const deviceReadings = pgTable(
  'device_readings',
  {
    id: identity(),
    doorId: integer()
      .notNull()
      .references(() => doors.id, { onDelete: 'cascade' }),
    readingTime: moment().notNull(),
    deviceStatus: text().$type<DeviceStatus>(),
    batteryLevel: integer(),
  },
  (table) => [
    index('device_readings_door_time').on(table.doorId, table.readingTime),
    index('device_readings_time').on(table.readingTime),
    check('device_readings_device_status', valueIn(table.deviceStatus, deviceStatus.values)),
    check('device_readings_battery_level', valueBetween(table.batteryLevel, batteryPercent)),
  ],
);

/**
 * `order_hourly_totals` summed over every location: what the dashboard reads when no client or
 * location is chosen, 8,760 rows a year however many locations there are. Kept by a row trigger on
 * `order_hourly_totals` (in the migration), in the same statement as every change of it.
 */
export const orderHourlyTotalsAll = pgTable('order_hourly_totals_all', {
  /** The start of the UTC hour. */
  hour: moment().primaryKey(),
  orders: integer().notNull().default(0),
  parkedOrders: integer().notNull().default(0),
  parkedSeconds: bigint({ mode: 'number' }).notNull().default(0),
  revenue: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
});

/**
 * `order_hourly_totals` summed over all time by location: what Top 10 Locations and the report read
 * for All time, a row a location. Kept by the same row trigger as `order_hourly_totals_all`.
 */
export const orderLocationTotals = pgTable('order_location_totals', {
  locationId: integer()
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  orders: integer().notNull().default(0),
  parkedOrders: integer().notNull().default(0),
  parkedSeconds: bigint({ mode: 'number' }).notNull().default(0),
  revenue: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
});

import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { AccessControlType, DoorType, LocationType, LockType } from '@velo/domain';
import { clients } from './clients.ts';
import { creationTime, identity, moment, money } from './columns.ts';

export const locations = pgTable(
  'locations',
  {
    id: identity(),
    name: text().notNull(),
    description: text(),
    locationType: integer().$type<LocationType>().notNull().default(0),
    isActive: boolean().notNull().default(false),
    isPublic: boolean().notNull().default(true),
    accessControlType: integer().$type<AccessControlType>().notNull().default(0),
    countryId: integer(),
    street: text(),
    municipality: text(),
    postCode: text(),
    postName: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    siteOutcall: text(),
    siteOutcallNumber: text(),
    clientId: integer().references(() => clients.id),
    /** "HH:mm" */
    openFrom: text(),
    /** "HH:mm" */
    openTo: text(),
    allDay: boolean().notNull().default(true),
    maintenanceStartTime: moment(),
    maintenanceEndingTime: moment(),
    inviteCode: text().unique(),
    creationTime: creationTime(),
  },
  (table) => [
    index('locations_client_id').on(table.clientId),
    check('locations_location_type', sql`${table.locationType} in (0, 1)`),
    check('locations_access_control_type', sql`${table.accessControlType} in (0, 1)`),
  ],
);

export const locationPricing = pgTable('location_pricing', {
  locationId: integer()
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  locationPaymentType: integer().notNull().default(1),
  startPriceAmount: money().notNull(),
  startPriceDuration: integer().notNull(),
  mainPriceAmount: money().notNull(),
  mainPriceDuration: integer().notNull(),
  maxDailyAmount: money().notNull(),
  defaultSubscriptionPrice: money().notNull(),
  allowNoVerifiedPayment: boolean().notNull().default(false),
});

export const doors = pgTable(
  'doors',
  {
    id: identity(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    /** The enabled flag. */
    status: boolean().notNull().default(true),
    isActive: boolean().notNull().default(true),
    doorType: integer().$type<DoorType>().notNull().default(1),
    lockType: integer().$type<LockType>().notNull().default(0),
    hasCharger: boolean().notNull().default(false),
    localAccessKey: text(),
    localAccessKeyName: text(),
    maxConcurrent: integer().notNull().default(1),
    /** 0: open to all users. */
    subscriptionUserId: integer().notNull().default(0),
    /** 0: empty. */
    currentOrderId: integer().notNull().default(0),
    deviceStatus: text({ enum: ['ONLINE', 'OFFLINE'] }),
    lastHeartBeat: moment(),
    deviceSignalStrengh: text({ enum: ['EXCELLENT', 'FAIR', 'POOR', 'UNKNOWN'] }),
    deviceBatteryLevel: integer(),
    creationTime: creationTime(),
  },
  (table) => [
    index('doors_location_id').on(table.locationId),
    index('doors_local_access_key').on(table.localAccessKey),
    check('doors_door_type', sql`${table.doorType} between 0 and 4`),
    check('doors_lock_type', sql`${table.lockType} between 0 and 3`),
    check('doors_max_concurrent', sql`${table.maxConcurrent} >= 1`),
    check('doors_device_status', sql`${table.deviceStatus} in ('ONLINE', 'OFFLINE')`),
    check('doors_battery_level', sql`${table.deviceBatteryLevel} between 0 and 100`),
  ],
);

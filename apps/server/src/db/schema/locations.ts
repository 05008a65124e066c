import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  accessControlType,
  batteryPercent,
  deviceStatus,
  doorType,
  locationType,
  lockType,
  pricingDurationHours,
  signalStrength,
  type AccessControlType,
  type DeviceStatus,
  type DoorType,
  type LocationType,
  type LockType,
  type SignalStrength,
} from '@velo/domain';
import { clients } from './clients.ts';
import { concurrencyStamp, creationTime, identity, moment, money } from './columns.ts';
import { sortIndex, trigramIndex } from './listIndexes.ts';
import { valueBetween, valueIn } from './valueChecks.ts';

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
    /** Changes on every save; an edit that sends an older one is refused (409). */
    concurrencyStamp: concurrencyStamp(),
    creationTime: creationTime(),
  },
  // Every field Location/GetList sorts or filters by has an index: see listIndexes.ts.
  (table) => [
    sortIndex('locations_name', table.name, table.id),
    sortIndex('locations_description', table.description, table.id),
    sortIndex('locations_client_id', table.clientId, table.id),
    sortIndex('locations_is_active', table.isActive, table.id),
    sortIndex('locations_is_public', table.isPublic, table.id),
    sortIndex('locations_location_type', table.locationType, table.id),
    sortIndex('locations_access_control_type', table.accessControlType, table.id),
    sortIndex('locations_municipality', table.municipality, table.id),
    sortIndex('locations_post_code', table.postCode, table.id),
    sortIndex('locations_country_id', table.countryId, table.id),
    sortIndex('locations_creation_time', table.creationTime, table.id),
    trigramIndex('locations_name_trigram', table.name),
    trigramIndex('locations_description_trigram', table.description),
    trigramIndex('locations_municipality_trigram', table.municipality),
    trigramIndex('locations_post_code_trigram', table.postCode),
    check('locations_location_type', valueIn(table.locationType, locationType.values)),
    check('locations_access_control_type', valueIn(table.accessControlType, accessControlType.values)),
  ],
);

export const locationPricing = pgTable(
  'location_pricing',
  {
    locationId: integer()
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    locationPaymentType: integer().notNull().default(1),
    startPriceAmount: money().notNull(),
    /** Hours. */
    startPriceDuration: integer().notNull(),
    mainPriceAmount: money().notNull(),
    /** Hours. */
    mainPriceDuration: integer().notNull(),
    maxDailyAmount: money().notNull(),
    defaultSubscriptionPrice: money().notNull(),
    allowNoVerifiedPayment: boolean().notNull().default(false),
  },
  (table) => [
    check('location_pricing_start_price_duration', valueBetween(table.startPriceDuration, pricingDurationHours)),
    check('location_pricing_main_price_duration', valueBetween(table.mainPriceDuration, pricingDurationHours)),
  ],
);

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
    deviceStatus: text().$type<DeviceStatus>(),
    lastHeartBeat: moment(),
    deviceSignalStrengh: text().$type<SignalStrength>(),
    deviceBatteryLevel: integer(),
    concurrencyStamp: concurrencyStamp(),
    creationTime: creationTime(),
  },
  (table) => [
    index('doors_location_id').on(table.locationId),
    index('doors_local_access_key').on(table.localAccessKey),
    trigramIndex('doors_local_access_key_trigram', table.localAccessKey),
    check('doors_door_type', valueIn(table.doorType, doorType.values)),
    check('doors_lock_type', valueIn(table.lockType, lockType.values)),
    check('doors_max_concurrent', sql`${table.maxConcurrent} >= 1`),
    check('doors_device_status', valueIn(table.deviceStatus, deviceStatus.values)),
    check('doors_device_signal_strength', valueIn(table.deviceSignalStrengh, signalStrength.values)),
    check('doors_battery_level', valueBetween(table.deviceBatteryLevel, batteryPercent)),
  ],
);

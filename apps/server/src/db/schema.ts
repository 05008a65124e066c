import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AccessControlType, AccessLevel, DoorType, LocationType, LockType } from '@velo/domain';

// Column names are snake_case in SQL (drizzle's `casing: 'snake_case'`), camelCase here.
const moment = () => timestamp({ withTimezone: true, mode: 'date' });
const creationTime = () => moment().notNull().defaultNow();
const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
const identity = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** Server-wide values kept across restarts, e.g. the generated JWT secret. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

export const clients = pgTable('clients', {
  id: identity(),
  name: text().notNull(),
  accountNumber: text(),
  organizationEmail: text(),
  contactInformation: text(),
  creationTime: creationTime(),
});

export const users = pgTable(
  'users',
  {
    id: identity(),
    userName: text().notNull(),
    emailAddress: text(),
    phoneNumber: text(),
    name: text().notNull(),
    middlename: text(),
    surname: text().notNull(),
    gender: integer(),
    languageId: integer().notNull().default(1),
    roleId: integer(),
    roleNames: text().array().notNull().default(sql`'{}'::text[]`),
    isAdmin: boolean().notNull().default(false),
    clientId: integer().references(() => clients.id),
    accessLevel: integer().$type<AccessLevel>().notNull().default(0),
    suspended: boolean().notNull().default(false),
    fiatBalance: money().notNull().default(0),
    /** Argon2id; null for a user who cannot sign in with a password. */
    passwordHash: text(),
    twoFactorEnabled: boolean().notNull().default(false),
    twoFactorProvider: integer(),
    failedSignInCount: integer().notNull().default(0),
    failedSignInWindowStart: moment(),
    lockoutEnd: moment(),
    creationTime: creationTime(),
  },
  (table) => [
    uniqueIndex('users_user_name_lower_unique').on(sql`lower(${table.userName})`),
    index('users_email_address_lower').on(sql`lower(${table.emailAddress})`),
    index('users_client_id').on(table.clientId),
    check('users_access_level_range', sql`${table.accessLevel} between 0 and 2`),
  ],
);

/** A sign-in session: the family its refresh tokens belong to; revoking it ends them all. */
export const sessions = pgTable('sessions', {
  id: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  creationTime: creationTime(),
  revokedAt: moment(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: identity(),
    tokenHash: text().notNull().unique(),
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: moment().notNull(),
    usedAt: moment(),
    creationTime: creationTime(),
  },
  (table) => [index('refresh_tokens_session_id').on(table.sessionId)],
);

export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: identity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: integer().notNull(),
    codeHash: text().notNull(),
    expiresAt: moment().notNull(),
    attempts: integer().notNull().default(0),
    usedAt: moment(),
    /** When the code was sent. */
    creationTime: moment().notNull(),
  },
  (table) => [index('two_factor_codes_user_id').on(table.userId, table.id)],
);

/** "Remember this browser" after a good two-factor code: skips the challenge until it expires. */
export const rememberedClients = pgTable('remembered_clients', {
  id: identity(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  expiresAt: moment().notNull(),
  creationTime: creationTime(),
});

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: identity(),
    channel: text({ enum: ['sms', 'email'] }).notNull(),
    to: text().notNull(),
    subject: text(),
    text: text().notNull(),
    creationTime: moment().notNull(),
  },
  (table) => [check('outbox_messages_channel', sql`${table.channel} in ('sms', 'email')`)],
);

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

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accessLevel, twoFactorProvider, type AccessLevel, type TwoFactorProvider } from '@velo/domain';
import { clients } from './clients.ts';
import { creationTime, identity, moment, money } from './columns.ts';
import { valueIn } from './valueChecks.ts';

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
    roleNames: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isAdmin: boolean().notNull().default(false),
    clientId: integer().references(() => clients.id),
    accessLevel: integer().$type<AccessLevel>().notNull().default(0),
    suspended: boolean().notNull().default(false),
    fiatBalance: money().notNull().default(0),
    /** Argon2id; null for a user who cannot sign in with a password. */
    passwordHash: text(),
    twoFactorEnabled: boolean().notNull().default(false),
    twoFactorProvider: integer().$type<TwoFactorProvider>(),
    failedSignInCount: integer().notNull().default(0),
    failedSignInWindowStart: moment(),
    lockoutEnd: moment(),
    creationTime: creationTime(),
  },
  (table) => [
    uniqueIndex('users_user_name_lower_unique').on(sql`lower(${table.userName})`),
    index('users_email_address_lower').on(sql`lower(${table.emailAddress})`),
    index('users_client_id').on(table.clientId),
    check('users_access_level', valueIn(table.accessLevel, accessLevel.values)),
    check('users_two_factor_provider', valueIn(table.twoFactorProvider, twoFactorProvider.values)),
  ],
);

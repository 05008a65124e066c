import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { accessLevel, twoFactorProvider, type AccessLevel, type TwoFactorProvider } from '@velo/domain';
import { clients } from './clients.ts';
import { concurrencyStamp, creationTime, identity, moment, money, nfcText } from './columns.ts';
import { valueIn } from './valueChecks.ts';

/**
 * What the Users page's search box matches (case-insensitive "contains"): user name, names and
 * e-mail as one text, so one trigram index serves it. A query must use the same expression.
 */
export const usersSearchText = (table: {
  userName: AnyPgColumn;
  name: AnyPgColumn;
  surname: AnyPgColumn;
  emailAddress: AnyPgColumn;
}) => sql`${table.userName} || ' ' || ${table.name} || ' ' || ${table.surname} || ' ' || coalesce(${table.emailAddress}, '')`;

export const users = pgTable(
  'users',
  {
    id: identity(),
    userName: nfcText().notNull(),
    emailAddress: nfcText(),
    phoneNumber: text(),
    /** An invitation's SMS code proved the phone number: the end user is active in the app. */
    isPhoneNumberConfirmed: boolean().notNull().default(false),
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
    /** Why the user was last suspended or reactivated. */
    suspensionReason: text(),
    fiatBalance: money().notNull().default(0),
    /** Argon2id; null for a user who cannot sign in with a password. */
    passwordHash: text(),
    twoFactorEnabled: boolean().notNull().default(false),
    twoFactorProvider: integer().$type<TwoFactorProvider>(),
    failedSignInCount: integer().notNull().default(0),
    failedSignInWindowStart: moment(),
    lockoutEnd: moment(),
    /** Wrong two-factor codes, counted across codes like the failed passwords above (auth/lockout.ts). */
    failedTwoFactorCount: integer().notNull().default(0),
    failedTwoFactorWindowStart: moment(),
    twoFactorLockoutEnd: moment(),
    concurrencyStamp: concurrencyStamp(),
    creationTime: creationTime(),
  },
  (table) => [
    uniqueIndex('users_user_name_lower_unique').on(sql`lower(${table.userName})`),
    index('users_email_address_lower').on(sql`lower(${table.emailAddress})`),
    index('users_client_id').on(table.clientId),
    // The Users page: a tab (staff or end users), newest first, and its search over names.
    index('users_is_admin_creation_time').on(table.isAdmin, table.creationTime.desc(), table.id.desc()),
    index('users_search_trigram').using('gin', sql`(${usersSearchText(table)}) gin_trgm_ops`),
    check('users_access_level', valueIn(table.accessLevel, accessLevel.values)),
    check('users_two_factor_provider', valueIn(table.twoFactorProvider, twoFactorProvider.values)),
  ],
);

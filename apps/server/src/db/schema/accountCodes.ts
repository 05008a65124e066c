import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { creationTime, identity, moment } from './columns.ts';
import { locations } from './locations.ts';
import { users } from './users.ts';

/** A forgotten password's reset code: found by its hash alone, used once, short-lived. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: identity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull().unique(),
    expiresAt: moment().notNull(),
    usedAt: moment(),
    creationTime: creationTime(),
  },
  (table) => [index('password_reset_codes_user_id').on(table.userId)],
);

/** The SMS code that proves a phone number in a location's invitation flow. */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    id: identity(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    phoneNumber: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: moment().notNull(),
    attempts: integer().notNull().default(0),
    usedAt: moment(),
    creationTime: creationTime(),
  },
  (table) => [index('invitation_codes_phone_number').on(table.phoneNumber, table.locationId, table.id)],
);

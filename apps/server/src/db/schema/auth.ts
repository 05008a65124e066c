import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { twoFactorProvider, type TwoFactorProvider } from '@velo/domain';
import { creationTime, identity, moment } from './columns.ts';
import { users } from './users.ts';
import { valueIn } from './valueChecks.ts';

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
    provider: integer().$type<TwoFactorProvider>().notNull(),
    codeHash: text().notNull(),
    expiresAt: moment().notNull(),
    attempts: integer().notNull().default(0),
    usedAt: moment(),
    /** When the code was sent. */
    creationTime: moment().notNull(),
  },
  (table) => [
    index('two_factor_codes_user_id').on(table.userId, table.id),
    check('two_factor_codes_provider', valueIn(table.provider, twoFactorProvider.values)),
  ],
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

import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { invitationCodes, twoFactorCodes } from '../db/schema/index.ts';
import { sameHash } from './secrets.ts';

/** Short codes sent by SMS or e-mail (sign-in, invitation): 5 minutes, 5 tries, one sent per 30 seconds. */
export const shortCodeRules = { lifetimeMinutes: 5, maxAttempts: 5, resendIntervalSeconds: 30 } as const;

export type CodeCheck = 'accepted' | 'wrong' | 'expired';

/** A table of short codes: each row a code's keyed hash, its expiry, the tries spent and when it was used. */
type ShortCodeTable = typeof twoFactorCodes | typeof invitationCodes;

interface LiveCode {
  id: number;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
}

/**
 * Checks a code's hash against the live code (the newest unused one): a match uses it up, a miss costs a
 * try. Both are conditional updates, so that of two requests racing on one code only one gets through
 * and no more than the allowed tries are ever counted.
 */
export async function checkShortCode(
  db: Db,
  table: ShortCodeTable,
  live: LiveCode | undefined,
  sentHash: string,
  now: Date,
): Promise<CodeCheck> {
  if (!live || live.expiresAt <= now || live.attempts >= shortCodeRules.maxAttempts) return 'expired';
  const stillLive = and(eq(table.id, live.id), isNull(table.usedAt), lt(table.attempts, shortCodeRules.maxAttempts));
  if (sameHash(sentHash, live.codeHash)) {
    const used = await db.update(table).set({ usedAt: now }).where(stillLive).returning({ id: table.id });
    return used.length ? 'accepted' : 'expired';
  }
  const counted = await db
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1` })
    .where(stillLive)
    .returning({ id: table.id });
  return counted.length ? 'wrong' : 'expired';
}

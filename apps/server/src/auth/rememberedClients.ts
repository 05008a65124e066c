import { and, eq, gt } from 'drizzle-orm';
import { addDays, type Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { rememberedClients } from '../db/schema/index.ts';
import { randomToken, tokenHash } from './secrets.ts';

const rememberDays = 30;

/** Browsers a user chose to remember after a good two-factor code: they skip the challenge for 30 days. */
export function createRememberedClients(db: Db, clock: Clock) {
  return {
    async remember(userId: number): Promise<string> {
      const token = randomToken();
      const now = clock();
      await db
        .insert(rememberedClients)
        .values({ userId, tokenHash: tokenHash(token), expiresAt: addDays(now, rememberDays), creationTime: now });
      return token;
    },

    async isRemembered(userId: number, token: string): Promise<boolean> {
      const [found] = await db
        .select({ id: rememberedClients.id })
        .from(rememberedClients)
        .where(
          and(
            eq(rememberedClients.tokenHash, tokenHash(token)),
            eq(rememberedClients.userId, userId),
            gt(rememberedClients.expiresAt, clock()),
          ),
        );
      return found !== undefined;
    },
  };
}

/**
 * Forgets every browser remembered for the user's two-factor: after a new password, whoever knew the old one
 * must pass two-factor again. Pass the transaction that changed the password.
 */
export async function forgetRememberedClients(executor: Db, userId: number) {
  await executor.delete(rememberedClients).where(eq(rememberedClients.userId, userId));
}

import { and, desc, eq, exists, gt, isNull, lte, or } from 'drizzle-orm';
import { twoFactorProviders, type TwoFactorProvider } from '@velo/domain';
import { addMinutes, addSeconds, type Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { twoFactorCodes, users } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';
import type { MessageSender } from '../messaging/messageSender.ts';
import { codeHash } from './secrets.ts';
import { checkShortCode, shortCodeRules, type CodeCheck } from './shortCodes.ts';

const { lifetimeMinutes: codeLifetimeMinutes, resendIntervalSeconds } = shortCodeRules;

/** Makes the next sign-in code: random digits in production, a known sequence in tests. */
export type CodeGenerator = () => string;

export type { CodeCheck };

export interface TwoFactorOptions {
  db: Db;
  clock: Clock;
  messages: MessageSender;
  /** The server's secret, which keys the stored code hashes. */
  key: Uint8Array;
  generateCode: CodeGenerator;
}

/** Sign-in codes: one live code per user, 5 minutes, 5 tries, at most one sent per 30 seconds. */
export function createTwoFactor({ db, clock, messages, key, generateCode }: TwoFactorOptions) {
  return {
    /**
     * Sends a new code, which replaces older ones, unless one went out in the last 30 seconds. With
     * `signingInWithinMinutes` (a resend), only to a user signing in: two-factor on, not locked out, and
     * sent a code that recently. 'refused' when no code went out: an unknown user, one not signing in and one asking too
     * soon run the same two statements, so neither the answer nor its time tells them apart.
     */
    async send(
      userId: number,
      provider: TwoFactorProvider,
      { signingInWithinMinutes }: { signingInWithinMinutes?: number } = {},
    ): Promise<'sent' | 'refused'> {
      const bySms = provider === twoFactorProviders.sms;
      const code = generateCode();
      const now = clock();
      const to = await db.transaction(async (tx) => {
        // Locking the user's row makes concurrent requests take turns, so the 30 seconds hold.
        const [user] = await tx
          .select({ phoneNumber: users.phoneNumber, emailAddress: users.emailAddress })
          .from(users)
          .where(
            and(
              eq(users.id, userId),
              signingInWithinMinutes === undefined
                ? undefined
                : signingInSince(tx, addMinutes(now, -signingInWithinMinutes), now),
            ),
          )
          .for('update');
        const [recent] = await tx
          .select({ id: twoFactorCodes.id })
          .from(twoFactorCodes)
          .where(and(eq(twoFactorCodes.userId, userId), gt(twoFactorCodes.creationTime, addSeconds(now, -resendIntervalSeconds))))
          .limit(1);
        if (!user || recent) return null;
        const address = bySms ? user.phoneNumber : user.emailAddress;
        if (!address) throw badRequest(bySms ? 'TwoFactor.NoPhoneNumber' : 'TwoFactor.NoEmailAddress');
        await tx
          .update(twoFactorCodes)
          .set({ usedAt: now })
          .where(and(eq(twoFactorCodes.userId, userId), isNull(twoFactorCodes.usedAt)));
        await tx.insert(twoFactorCodes).values({
          userId,
          provider,
          codeHash: codeHash(key, userId, code),
          expiresAt: addMinutes(now, codeLifetimeMinutes),
          creationTime: now,
        });
        return address;
      });
      if (!to) return 'refused';
      await messages.send(
        bySms
          ? { channel: 'sms', to, subject: null, text: `Your Velo sign-in code is ${code}` }
          : { channel: 'email', to, subject: 'Your Velo sign-in code', text: `Your Velo sign-in code is ${code}` },
      );
      return 'sent';
    },

    /** Checks a code against the user's live one; a good code is used up, a wrong one costs a try. */
    async check(userId: number, code: string): Promise<CodeCheck> {
      const now = clock();
      const [live] = await db
        .select()
        .from(twoFactorCodes)
        .where(and(eq(twoFactorCodes.userId, userId), isNull(twoFactorCodes.usedAt)))
        .orderBy(desc(twoFactorCodes.id))
        .limit(1);
      return checkShortCode(db, twoFactorCodes, live, codeHash(key, userId, code.trim()), now);
    },
  };
}

/**
 * A user with two-factor on, not locked out for wrong codes (auth/lockout.ts), who was sent a code since
 * `since`: one in the middle of signing in.
 */
function signingInSince(db: Db, since: Date, now: Date) {
  return and(
    eq(users.twoFactorEnabled, true),
    or(isNull(users.twoFactorLockoutEnd), lte(users.twoFactorLockoutEnd, now)),
    exists(
      db
        .select({ id: twoFactorCodes.id })
        .from(twoFactorCodes)
        .where(and(eq(twoFactorCodes.userId, users.id), gt(twoFactorCodes.creationTime, since))),
    ),
  );
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;

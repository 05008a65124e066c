import { and, desc, eq, gt, isNull } from 'drizzle-orm';
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

export interface CodeRecipient {
  id: number;
  phoneNumber: string | null;
  emailAddress: string | null;
}

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
    /** Sends a new code unless one went out in the last 30 seconds ('throttled'); the new code replaces older ones. */
    async send(user: CodeRecipient, provider: TwoFactorProvider): Promise<'sent' | 'throttled'> {
      const bySms = provider === twoFactorProviders.sms;
      const to = bySms ? user.phoneNumber : user.emailAddress;
      if (!to) throw badRequest(bySms ? 'TwoFactor.NoPhoneNumber' : 'TwoFactor.NoEmailAddress');
      const code = generateCode();
      const now = clock();
      const issued = await db.transaction(async (tx) => {
        // Locking the user's row makes concurrent requests take turns, so the 30 seconds hold.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const [recent] = await tx
          .select({ id: twoFactorCodes.id })
          .from(twoFactorCodes)
          .where(
            and(eq(twoFactorCodes.userId, user.id), gt(twoFactorCodes.creationTime, addSeconds(now, -resendIntervalSeconds))),
          )
          .limit(1);
        if (recent) return false;
        await tx
          .update(twoFactorCodes)
          .set({ usedAt: now })
          .where(and(eq(twoFactorCodes.userId, user.id), isNull(twoFactorCodes.usedAt)));
        await tx.insert(twoFactorCodes).values({
          userId: user.id,
          provider,
          codeHash: codeHash(key, user.id, code),
          expiresAt: addMinutes(now, codeLifetimeMinutes),
          creationTime: now,
        });
        return true;
      });
      if (!issued) return 'throttled';
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

    /**
     * The user, when two-factor is on and a code went out recently enough that it is in the middle of
     * signing in; else null. One query, so an unknown user, one without two-factor and one not
     * signing in look alike.
     */
    async userSigningIn(userId: number, withinMinutes: number): Promise<CodeRecipient | null> {
      const [user] = await db
        .select({ id: users.id, phoneNumber: users.phoneNumber, emailAddress: users.emailAddress })
        .from(users)
        .innerJoin(twoFactorCodes, eq(twoFactorCodes.userId, users.id))
        .where(
          and(
            eq(users.id, userId),
            eq(users.twoFactorEnabled, true),
            gt(twoFactorCodes.creationTime, addMinutes(clock(), -withinMinutes)),
          ),
        )
        .limit(1);
      return user ?? null;
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;

import { and, eq, inArray, isNull, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import { addMinutes, type Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import type { SignInUser } from './signInUser.ts';

/** The user's columns that count one kind of failure: how many, since when, and until when it is locked. */
interface CountColumns {
  count: 'failedSignInCount' | 'failedTwoFactorCount';
  windowStart: 'failedSignInWindowStart' | 'failedTwoFactorWindowStart';
  lockoutEnd: 'lockoutEnd' | 'twoFactorLockoutEnd';
}

export interface LockoutRule {
  columns: CountColumns;
  failuresBeforeLockout: number;
  windowMinutes: number;
  lockoutMinutes: number;
}

/** Passwords: 5 failures within 15 minutes lock the user for 15 minutes. */
export const passwordLockout: LockoutRule = {
  columns: { count: 'failedSignInCount', windowStart: 'failedSignInWindowStart', lockoutEnd: 'lockoutEnd' },
  failuresBeforeLockout: 5,
  windowMinutes: 15,
  lockoutMinutes: 15,
};

/**
 * Two-factor codes, across codes: each code allows 5 tries and a new one may be sent every 30 seconds,
 * so without this a 4-digit code falls to patience. 10 wrong codes within an hour lock for an hour.
 */
export const twoFactorLockout: LockoutRule = {
  columns: { count: 'failedTwoFactorCount', windowStart: 'failedTwoFactorWindowStart', lockoutEnd: 'twoFactorLockoutEnd' },
  failuresBeforeLockout: 10,
  windowMinutes: 60,
  lockoutMinutes: 60,
};

/**
 * Attempts counted by `rule` within its window (from the first) lock the user. An attempt is counted
 * before it is checked, by the statement that refuses a locked user, so parallel attempts cannot check
 * more than the rule allows; a right one then forgets the count.
 */
export function createLockout(
  db: Db,
  clock: Clock,
  { columns, failuresBeforeLockout, windowMinutes, lockoutMinutes }: LockoutRule,
) {
  const count = users[columns.count];
  const windowStart = users[columns.windowStart];
  const lockoutEnd = users[columns.lockoutEnd];
  // A point in time as a typed parameter: a bare one in a CASE would reach PostgreSQL as text.
  const moment = (at: Date) => sql`${sql.param(at, lockoutEnd)}::timestamptz`;

  return {
    /**
     * Counts an attempt for the user `userId` is or selects and answers that user, or null when it is
     * locked or there is none. One UPDATE: PostgreSQL re-reads a row changed by a concurrent attempt
     * before it counts this one.
     */
    async claimAttempt(userId: number | SQLWrapper): Promise<SignInUser | null> {
      const now = clock();
      const windowOpen = sql`${windowStart} > ${moment(addMinutes(now, -windowMinutes))}`;
      const counted = sql<number>`case when ${windowOpen} then ${count} + 1 else 1 end`;
      const [user] = await db
        .update(users)
        .set({
          [columns.count]: counted,
          [columns.windowStart]: sql`case when ${windowOpen} then ${windowStart} else ${moment(now)} end`,
          [columns.lockoutEnd]: sql`case when ${counted} >= ${failuresBeforeLockout} then ${moment(addMinutes(now, lockoutMinutes))} end`,
        })
        .where(
          and(
            typeof userId === 'number' ? eq(users.id, userId) : inArray(users.id, userId),
            or(isNull(lockoutEnd), lte(lockoutEnd, now)),
          ),
        )
        .returning();
      return user ?? null;
    },

    /** Whether the user, as read, is locked by this rule now. */
    isLocked(user: SignInUser): boolean {
      const end = user[columns.lockoutEnd];
      return end !== null && end > clock();
    },

    async clear(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ [columns.count]: 0, [columns.windowStart]: null, [columns.lockoutEnd]: null })
        .where(eq(users.id, userId));
    },
  };
}

export type Lockout = ReturnType<typeof createLockout>;

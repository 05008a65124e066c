import { and, eq, inArray, isNull, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import { addMinutes, type Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import type { SignInUser } from './signInUser.ts';

export const failuresBeforeLockout = 5;
const failureWindowMinutes = 15;
export const lockoutMinutes = 15;

/**
 * Sign-in attempts: 5 within 15 minutes (from the first) lock the user for 15 minutes. An attempt
 * is counted before its password is checked, by the statement that refuses a locked user, so
 * parallel attempts cannot check more than 5 passwords; the right password then forgets the count.
 */
export function createLockout(db: Db, clock: Clock) {
  return {
    /**
     * Counts an attempt for the user `userId` selects and answers that user, or null when it is
     * locked or there is none. One UPDATE: PostgreSQL re-reads a row changed by a concurrent
     * attempt before it counts this one.
     */
    async claimAttempt(userId: SQLWrapper): Promise<SignInUser | null> {
      const now = clock();
      const windowOpen = sql`${users.failedSignInWindowStart} > ${moment(addMinutes(now, -failureWindowMinutes))}`;
      const count = sql<number>`case when ${windowOpen} then ${users.failedSignInCount} + 1 else 1 end`;
      const [user] = await db
        .update(users)
        .set({
          failedSignInCount: count,
          failedSignInWindowStart: sql`case when ${windowOpen} then ${users.failedSignInWindowStart} else ${moment(now)} end`,
          lockoutEnd: sql`case when ${count} >= ${failuresBeforeLockout} then ${moment(addMinutes(now, lockoutMinutes))} end`,
        })
        .where(and(inArray(users.id, userId), or(isNull(users.lockoutEnd), lte(users.lockoutEnd, now))))
        .returning();
      return user ?? null;
    },

    async clear(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ failedSignInCount: 0, failedSignInWindowStart: null, lockoutEnd: null })
        .where(eq(users.id, userId));
    },
  };
}

// A point in time as a typed parameter: a bare one in a CASE would reach PostgreSQL as text.
const moment = (at: Date) => sql`${sql.param(at, users.lockoutEnd)}::timestamptz`;

import { eq } from 'drizzle-orm';
import { addMinutes, type Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';

export const failuresBeforeLockout = 5;
const failureWindowMinutes = 15;
export const lockoutMinutes = 15;

/** Failed sign-ins: 5 within 15 minutes lock the user for 15 minutes. */
export function createLockout(db: Db, clock: Clock) {
  return {
    isLocked: (user: { lockoutEnd: Date | null }) => user.lockoutEnd !== null && user.lockoutEnd > clock(),

    /** Counts a wrong password; true when this failure locks the user. */
    async recordFailure(userId: number): Promise<boolean> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ count: users.failedSignInCount, windowStart: users.failedSignInWindowStart })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) return false;
        const windowOpen = user.windowStart !== null && user.windowStart > addMinutes(now, -failureWindowMinutes);
        const count = windowOpen ? user.count + 1 : 1;
        const locks = count >= failuresBeforeLockout;
        await tx
          .update(users)
          .set(
            locks
              ? { failedSignInCount: 0, failedSignInWindowStart: null, lockoutEnd: addMinutes(now, lockoutMinutes) }
              : { failedSignInCount: count, failedSignInWindowStart: windowOpen ? user.windowStart : now },
          )
          .where(eq(users.id, userId));
        return locks;
      });
    },

    async clear(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ failedSignInCount: 0, failedSignInWindowStart: null, lockoutEnd: null })
        .where(eq(users.id, userId));
    },
  };
}

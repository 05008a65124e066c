import { desc, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { sameSignInName } from '../users/signInNames.ts';

/**
 * The id of the user signing in by user name or e-mail address, both compared whatever their case and
 * Unicode spelling, as a subquery: a user-name match wins.
 */
export function signInUserId(db: Db, userNameOrEmailAddress: string) {
  const wanted = userNameOrEmailAddress.trim();
  const userNameMatches = sameSignInName(users.userName, wanted);
  return db
    .select({ id: users.id })
    .from(users)
    .where(or(userNameMatches, sameSignInName(users.emailAddress, wanted)))
    .orderBy(desc(userNameMatches), users.id)
    .limit(1);
}

export type SignInUser = typeof users.$inferSelect;

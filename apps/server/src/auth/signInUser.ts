import { desc, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';

/**
 * The id of the user signing in by user name or e-mail address, both case-insensitive, as a
 * subquery: a user-name match wins.
 */
export function signInUserId(db: Db, userNameOrEmailAddress: string) {
  const wanted = userNameOrEmailAddress.trim().toLowerCase();
  const userNameMatches = sql`lower(${users.userName}) = ${wanted}`;
  return db
    .select({ id: users.id })
    .from(users)
    .where(or(userNameMatches, sql`lower(${users.emailAddress}) = ${wanted}`))
    .orderBy(desc(userNameMatches), users.id)
    .limit(1);
}

export type SignInUser = typeof users.$inferSelect;

import { desc, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';

/** The user signing in by user name or e-mail address, both case-insensitive; a user-name match wins. */
export async function findSignInUser(db: Db, userNameOrEmailAddress: string) {
  const wanted = userNameOrEmailAddress.trim().toLowerCase();
  const userNameMatches = sql`lower(${users.userName}) = ${wanted}`;
  const [user] = await db
    .select()
    .from(users)
    .where(or(userNameMatches, sql`lower(${users.emailAddress}) = ${wanted}`))
    .orderBy(desc(userNameMatches), users.id)
    .limit(1);
  return user ?? null;
}

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findSignInUser>>>;

import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';

/** Who already signs in with a user name or e-mail address, and which of the two it is. */
export interface SignInNameHolder {
  userName: string;
  clash: 'userName' | 'emailAddress';
}

/**
 * The user who has `userName` or `emailAddress`, whatever their case, if any: either one signs in, so
 * neither may be shared. The user name is told first when both are taken.
 */
export async function signInNameHolder(db: Db, userName: string, emailAddress: string): Promise<SignInNameHolder | null> {
  const [taken] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.userName})`, userName.toLowerCase()),
        eq(sql`lower(${users.emailAddress})`, emailAddress.toLowerCase()),
      ),
    )
    .orderBy(sql`lower(${users.userName}) = ${userName.toLowerCase()} desc`)
    .limit(1);
  if (!taken) return null;
  return {
    userName: taken.userName,
    clash: taken.userName.toLowerCase() === userName.toLowerCase() ? 'userName' : 'emailAddress',
  };
}

/** PostgreSQL's unique_violation, however the driver wraps it: e.g. a user name taken between the check and the insert. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

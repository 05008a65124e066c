import { or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema/index.ts';

/**
 * A user name or e-mail address as sign-in and uniqueness compare it: in Unicode NFC (as it is stored,
 * nfcText) and lower case, so that spellings that look the same, or differ only in case, are one name.
 */
export const signInNameKey = (name: string) => name.normalize('NFC').toLowerCase();

/** Whether the column holds `name`, compared as sign-in compares names. */
export const sameSignInName = (column: AnyColumn, name: string) => sql`lower(${column}) = ${signInNameKey(name)}`;

/** Who already signs in with a user name or e-mail address, and which of the two it is. */
export interface SignInNameHolder {
  userName: string;
  clash: 'userName' | 'emailAddress';
}

/**
 * The user who has `userName` or `emailAddress`, whatever their case and Unicode spelling, if any: either one signs in, so
 * neither may be shared. The user name is told first when both are taken.
 */
export async function signInNameHolder(db: Db, userName: string, emailAddress: string): Promise<SignInNameHolder | null> {
  const [taken] = await db
    .select({ userName: users.userName })
    .from(users)
    .where(or(sameSignInName(users.userName, userName), sameSignInName(users.emailAddress, emailAddress)))
    .orderBy(sql`${sameSignInName(users.userName, userName)} desc`)
    .limit(1);
  if (!taken) return null;
  return {
    userName: taken.userName,
    clash: signInNameKey(taken.userName) === signInNameKey(userName) ? 'userName' : 'emailAddress',
  };
}

/** PostgreSQL's unique_violation, however the driver wraps it: e.g. a user name taken between the check and the insert. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { User } from '@velo/api-client/contract';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { clients, users } from '../db/schema/index.ts';
import { type AppError, badRequest, invalidField, notFound, staleRecord } from '../http/errors.ts';
import { administratorPasswordProblems } from './administratorPassword.ts';
import { isUniqueViolation, sameSignInName } from './signInNames.ts';
import { selectUserDtos } from './userDtos.ts';
import { noSuchUser } from './userList.ts';
import { isSystemAdministrator, type Placement } from './userPlacement.ts';

/** A user as a save reads it before writing. */
export type UserBeforeSave = Pick<
  typeof users.$inferSelect,
  'id' | 'isAdmin' | 'clientId' | 'roleId' | 'roleNames' | 'accessLevel' | 'fiatBalance' | 'concurrencyStamp'
>;

/**
 * Locks a user the caller may see for the rest of the transaction and answers it as it is: 404 when
 * the caller cannot see it, 409 when a stamp is sent and is not the stored one.
 */
export async function lockUserForSave(tx: Db, scope: SQL | undefined, id: number, sentStamp?: string | null) {
  const [found] = await tx
    .select({
      id: users.id,
      isAdmin: users.isAdmin,
      clientId: users.clientId,
      roleId: users.roleId,
      roleNames: users.roleNames,
      accessLevel: users.accessLevel,
      fiatBalance: users.fiatBalance,
      concurrencyStamp: users.concurrencyStamp,
    })
    .from(users)
    .where(and(scope, eq(users.id, id)))
    .for('update');
  if (!found) throw notFound(noSuchUser);
  if (sentStamp != null && sentStamp !== found.concurrencyStamp) throw staleRecord();
  return found satisfies UserBeforeSave;
}

/** A user answered after a save, read in the save's transaction. */
export async function readUser(tx: Db, id: number): Promise<User> {
  const [user] = await selectUserDtos(tx, eq(users.id, id));
  if (!user) throw notFound(noSuchUser);
  return user;
}

/**
 * Refuses a user name or e-mail address another user has, whatever its case and Unicode spelling (either one signs in):
 * 400 `User.UserNameTaken` or `User.EmailTaken`, naming the name.
 */
export async function refuseTakenNames(
  tx: Db,
  { userName, emailAddress }: { userName?: string; emailAddress?: string | null },
  exceptId?: number,
) {
  const sameUserName = userName ? sameSignInName(users.userName, userName) : undefined;
  const sameEmail = emailAddress ? sameSignInName(users.emailAddress, emailAddress) : undefined;
  if (!sameUserName && !sameEmail) return;
  const [taken] = await tx
    .select({ userName: users.userName, sameUserName: sameUserName ?? sql<boolean>`false` })
    .from(users)
    .where(and(or(sameUserName, sameEmail), exceptId === undefined ? undefined : ne(users.id, exceptId)))
    .orderBy(sql`2 desc`)
    .limit(1);
  if (!taken) return;
  if (taken.sameUserName) throw badRequest('User.UserNameTaken', `There is already a user named "${taken.userName}".`);
  throw badRequest('User.EmailTaken', `The e-mail address ${emailAddress} belongs to another user.`);
}

/** A user name taken between the check and the write: the unique index turns the second away, as 400. */
export const userNameTakenMeanwhile = (error: unknown): unknown =>
  isUniqueViolation(error) ? badRequest('User.UserNameTaken') : error;

/** A client an admin places a user in must exist: 400 otherwise, never a broken reference. */
export async function requireClient(tx: Db, clientId: number | null) {
  if (clientId === null) return;
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('key share');
  if (!client) throw invalidField('clientId', 'There is no such client.');
}

/**
 * A system administrator may do everything: its password must also be hard to guess, its names and
 * e-mail address counted as easy guesses. 400 on `password` otherwise.
 */
export async function requireStrongPasswordFor(placement: Placement, password: string, personalWords: Array<string | null>) {
  if (!isSystemAdministrator(placement)) return;
  const problems = await administratorPasswordProblems(
    password,
    personalWords.filter((word): word is string => Boolean(word)),
  );
  if (problems.length) throw invalidField('password', `The password ${problems.join('; it ')}.`);
}

export interface RequestedPlacement {
  isAdmin?: boolean;
  clientId?: number | null;
  accessLevel?: number;
}

/**
 * What a client administrator may not do to a user (its own client's administrators are all it
 * reaches): place one in another client or make it an end user, give an access level above its own,
 * change a balance. Nobody changes their own access level (userEdits.ts).
 */
export function refuseBeyondClient(
  caller: Caller,
  requested: RequestedPlacement & { fiatBalance?: number },
  before: Pick<UserBeforeSave, 'accessLevel' | 'fiatBalance'> | null,
): AppError | null {
  if (caller.role !== 'client') return null;
  if (requested.clientId !== undefined && requested.clientId !== caller.clientId) return badRequest('User.ClientNotOwn');
  if (requested.isAdmin === false) return badRequest('User.ClientNotOwn');
  const level = requested.accessLevel;
  if (level !== undefined && level !== before?.accessLevel && level > caller.accessLevel) {
    return badRequest('User.AccessLevelNotAllowed');
  }
  const balance = requested.fiatBalance;
  if (balance !== undefined && balance !== (before?.fiatBalance ?? 0)) return badRequest('User.BalanceAdminOnly');
  return null;
}

import { eq, type SQL } from 'drizzle-orm';
import type { User } from '@velo/api-client/contract';
import type { Db } from '../db/database.ts';
import { clients, users } from '../db/schema/index.ts';

/** Users in the contract's shape (never a hash or a sign-in counter), with their client's name. */
export async function selectUserDtos(db: Db, where: SQL | undefined): Promise<User[]> {
  const rows = await db
    .select({ user: users, clientName: clients.name })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(where);
  return rows.map(({ user, clientName }) => ({
    id: user.id,
    userName: user.userName,
    name: user.name,
    middlename: user.middlename,
    surname: user.surname,
    emailAddress: user.emailAddress,
    phoneNumber: user.phoneNumber,
    gender: user.gender,
    languageId: user.languageId,
    roleId: user.roleId,
    roleNames: user.roleNames,
    accessLevel: user.accessLevel,
    isAdmin: user.isAdmin,
    suspended: user.suspended,
    suspensionReason: user.suspensionReason,
    fiatBalance: user.fiatBalance,
    clientId: user.clientId,
    client: user.clientId !== null && clientName !== null ? { id: user.clientId, name: clientName } : null,
    creationTime: user.creationTime.toISOString(),
    concurrencyStamp: user.concurrencyStamp,
  }));
}

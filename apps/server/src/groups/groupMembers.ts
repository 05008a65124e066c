import { and, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { userGroupMembers, users } from '../db/schema/index.ts';
import { badRequest } from '../http/errors.ts';

/**
 * End users, the only members a group has: the mobile app's people, neither a client's administrator
 * (`isAdmin`) nor staff (a role such as Admin or Support, whose records do not all carry `isAdmin`).
 */
export const isEndUser = and(eq(users.isAdmin, false), sql`cardinality(${users.roleNames}) = 0`);

/**
 * The users who may become members of a group of `clientId` (null: no client): every one must exist
 * and be an end user, and a client's group takes end users of no client or of that client only, so
 * that a client never reads another client's users through its groups. They are held (key share)
 * until the transaction ends, so none is deleted before it is added. Answers the ids once each.
 */
export async function requireMembersFor(tx: Db, clientId: number | null, userIds: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return wanted;
  const found = await tx
    .select({ id: users.id, isEndUser: sql<boolean>`${isEndUser}`, clientId: users.clientId })
    .from(users)
    .where(inArray(users.id, wanted))
    .for('key share');
  if (found.length !== wanted.length) throw badRequest('Group.UserNotFound');
  if (found.some((user) => !user.isEndUser)) throw badRequest('Group.MemberNotEndUser');
  if (clientId !== null && found.some((user) => user.clientId !== null && user.clientId !== clientId))
    throw badRequest('Group.MemberOfAnotherClient');
  return wanted;
}

/** When a group changes client, its members must still fit: none may be another client's end user. */
export async function requireMembersFitClient(tx: Db, groupId: number, clientId: number | null) {
  if (clientId === null) return;
  const [misfit] = await tx
    .select({ id: users.id })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(and(eq(userGroupMembers.groupId, groupId), isNotNull(users.clientId), ne(users.clientId, clientId)))
    .limit(1);
  if (misfit) throw badRequest('Group.MemberOfAnotherClient');
}

/** Makes `userIds` members of the group, those already in it left as they are. */
export async function addMembers(tx: Db, groupId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await tx
    .insert(userGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing();
}

/** The members of the group from now on are exactly `userIds`. */
export async function replaceMembers(tx: Db, groupId: number, userIds: readonly number[]) {
  await tx
    .delete(userGroupMembers)
    .where(
      userIds.length
        ? and(eq(userGroupMembers.groupId, groupId), notInArray(userGroupMembers.userId, [...userIds]))
        : eq(userGroupMembers.groupId, groupId),
    );
  await addMembers(tx, groupId, userIds);
}

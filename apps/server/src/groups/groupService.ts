import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  addGroupUsers,
  createOrUpdateGroup,
  deleteGroup,
  getGroup,
  getGroupList,
  removeGroupUser,
} from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { clients, userGroupMembers, userGroups } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest, notFound, staleRecord } from '../http/errors.ts';
import { listPage, mapPage } from '../lists/listPage.ts';
import { groupScope } from '../tenancy.ts';
import { addGroupUsersListRoute } from './groupUsers.ts';
import { groupDto, groupListFieldSet, groupListSource, noSuchGroup, readGroup, readGroupDetails } from './groupList.ts';
import { addMembers, replaceMembers, requireMembersFitClient, requireMembersFor } from './groupMembers.ts';

/**
 * Locks a group the caller may see for the rest of the transaction; 404 when it cannot see it, 409
 * when a stamp is sent and is not the stored one. Its new stamp is written at once: every change of
 * a group or of its members is a new version of it.
 */
async function lockGroupForSave(tx: Db, caller: Caller, id: number, sentStamp?: string | null) {
  const [found] = await tx
    .select({ clientId: userGroups.clientId, concurrencyStamp: userGroups.concurrencyStamp })
    .from(userGroups)
    .where(and(groupScope(caller), eq(userGroups.id, id)))
    .for('update');
  if (!found) throw notFound(noSuchGroup);
  if (sentStamp != null && sentStamp !== found.concurrencyStamp) throw staleRecord();
  await tx.update(userGroups).set({ concurrencyStamp: newConcurrencyStamp }).where(eq(userGroups.id, id));
  return found;
}

/** A client a group is given to must exist; it is held (key share) so it is not deleted meanwhile. */
async function requireClient(tx: Db, clientId: number | null) {
  if (clientId === null) return;
  const [found] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('key share');
  if (!found) throw badRequest('Group.ClientNotFound');
}

/** `/api/services/app/Group`: private groups of end users and their members. */
export const groupService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getGroupList, { access: allowed('list', 'group') }, async ({ body, caller }) =>
    mapPage(
      await listPage(db, groupListSource, { scope: groupScope(caller), fields: groupListFieldSet, request: body }),
      groupDto,
    ),
  );

  routes.add(getGroup, { access: allowed('view', 'group') }, ({ query, caller }) =>
    readGroupDetails(db, groupScope(caller), query.id),
  );

  // Creating and editing are one call, as the spec has it; only an admin does either.
  routes.add(createOrUpdateGroup, { access: allowed('edit', 'group') }, ({ body, caller }) =>
    db.transaction(async (tx) => {
      const clientId = body.clientId ?? null;
      await requireClient(tx, clientId);
      const details = { name: body.name, description: body.description || null, clientId };
      let groupId: number;
      if (body.id) {
        groupId = body.id;
        await lockGroupForSave(tx, caller, groupId, body.concurrencyStamp);
        await tx.update(userGroups).set(details).where(eq(userGroups.id, groupId));
      } else {
        const [made] = await tx.insert(userGroups).values(details).returning({ id: userGroups.id });
        groupId = made!.id;
      }
      if (body.userIds) await replaceMembers(tx, groupId, await requireMembersFor(tx, clientId, body.userIds));
      else await requireMembersFitClient(tx, groupId, clientId);
      return readGroupDetails(tx, groupScope(caller), groupId);
    }),
  );

  routes.add(deleteGroup, { access: allowed('delete', 'group') }, async ({ query, caller }) => {
    const [deleted] = await db
      .delete(userGroups)
      .where(and(groupScope(caller), eq(userGroups.id, query.id)))
      .returning({ id: userGroups.id });
    if (!deleted) throw notFound(noSuchGroup);
    return null;
  });

  addGroupUsersListRoute(routes, context);

  routes.add(addGroupUsers, { access: allowed('edit', 'group') }, ({ body, caller }) =>
    db.transaction(async (tx) => {
      const group = await lockGroupForSave(tx, caller, body.groupId);
      await addMembers(tx, body.groupId, await requireMembersFor(tx, group.clientId, body.userIds));
      return readGroup(tx, groupScope(caller), body.groupId);
    }),
  );

  routes.add(removeGroupUser, { access: allowed('edit', 'group') }, ({ body, caller }) =>
    db.transaction(async (tx) => {
      await lockGroupForSave(tx, caller, body.groupId);
      const [removed] = await tx
        .delete(userGroupMembers)
        .where(and(eq(userGroupMembers.groupId, body.groupId), eq(userGroupMembers.userId, body.userId)))
        .returning({ userId: userGroupMembers.userId });
      if (!removed) throw notFound('This user is not a member of the group.');
      return readGroup(tx, groupScope(caller), body.groupId);
    }),
  );
};

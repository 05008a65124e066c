import { and, asc, eq, exists, isNull, not, or } from 'drizzle-orm';
import { getGroupUsers } from '@velo/api-client/contract';
import { permits } from '@velo/domain';
import type { AppContext } from '../appContext.ts';
import { userGroupMembers, userGroups, users } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import type { ContractRoutes } from '../http/contractRoutes.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { listPage, listSource } from '../lists/listPage.ts';
import { groupScope } from '../tenancy.ts';
import { groupUserColumns, noSuchGroup } from './groupList.ts';
import { isEndUser } from './groupMembers.ts';

const groupUserList = listSource({
  from: users,
  select: groupUserColumns,
  id: users.id,
  defaultOrder: [asc(users.name), asc(users.surname)],
});

const groupUserFields = listFieldSet(getGroupUsers.list, {
  Id: { column: users.id },
  Name: { column: users.name },
  Surname: { column: users.surname },
  UserName: { column: users.userName },
  IsAdmin: { column: users.isAdmin },
});

/**
 * Group/GetGroupUsers: a group's members, for whoever may see the group (a client administrator its
 * own client's groups: the people its private locations admit); or the end users who could join it,
 * for whoever may change it (admin) only, as that is a list of end users beyond the group.
 */
export function addGroupUsersListRoute(routes: ContractRoutes, { db }: AppContext) {
  routes.add(getGroupUsers, { access: allowed('view', 'group') }, async ({ body, caller }) => {
    const { groupId, inGroup, ...request } = body;
    if (!inGroup && !permits(caller, ['edit', 'group'])) throw forbidden();
    const [group] = await db
      .select({ clientId: userGroups.clientId })
      .from(userGroups)
      .where(and(groupScope(caller), eq(userGroups.id, groupId)));
    if (!group) throw notFound(noSuchGroup);
    const member = exists(
      db
        .select({ userId: userGroupMembers.userId })
        .from(userGroupMembers)
        .where(and(eq(userGroupMembers.groupId, groupId), eq(userGroupMembers.userId, users.id))),
    );
    const couldJoin = and(
      not(member),
      group.clientId === null ? undefined : or(isNull(users.clientId), eq(users.clientId, group.clientId)),
    );
    return listPage(db, groupUserList, {
      scope: and(isEndUser, inGroup ? member : couldJoin),
      fields: groupUserFields,
      request,
    });
  });
}

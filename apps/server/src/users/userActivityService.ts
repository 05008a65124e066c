import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getAccessLogList, getMessageLogList, getUserGroups } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/caller.ts';
import { accessLogs, outboxMessages, userGroupMembers, userGroups, users } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { notFound } from '../http/errors.ts';
import { relatedRowExists } from '../lists/relatedRows.ts';
import { listPage, mapPage } from '../lists/listPage.ts';
import { groupScope, userScope } from '../tenancy.ts';
import {
  accessLogDto,
  accessLogFieldSet,
  accessLogListSource,
  messageLogDto,
  messageLogFieldSet,
  messageLogListSource,
  userGroupDto,
  userGroupFieldSet,
  userGroupListSource,
} from './userActivityLists.ts';
import { noSuchUser } from './userList.ts';

/**
 * What a user's page lists besides its orders (admin): `AccessLog/GetList` (filtered by
 * CreatorUserId), `Message/GetList` (by UserId) and `Group/GetUserGroups`.
 */
export const userActivityService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  // Rows of the users the caller reaches (tenancy.ts): every row for an admin, the only caller today.
  const ofReachableUsers = (caller: Caller, userColumn: AnyPgColumn) => {
    const reachable = userScope(caller);
    return reachable && sql`${userColumn} in (select ${users.id} from ${users} where ${reachable})`;
  };

  routes.add(getAccessLogList, { access: allowed('view', 'endUser') }, async ({ body, caller }) => {
    const scope = ofReachableUsers(caller, accessLogs.creatorUserId);
    const page = await listPage(db, accessLogListSource, { scope, fields: accessLogFieldSet, request: body });
    return mapPage(page, accessLogDto);
  });

  routes.add(getMessageLogList, { access: allowed('view', 'endUser') }, async ({ body, caller }) => {
    const scope = ofReachableUsers(caller, outboxMessages.userId);
    const page = await listPage(db, messageLogListSource, { scope, fields: messageLogFieldSet, request: body });
    return mapPage(page, messageLogDto);
  });

  routes.add(getUserGroups, { access: allowed('view', 'endUser') }, async ({ body, caller }) => {
    const { userId, inGroup, ...request } = body;
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(userScope(caller), eq(users.id, userId)));
    if (!user) throw notFound(noSuchUser);
    const member: SQL = relatedRowExists(
      db
        .select({ one: sql`1` })
        .from(userGroupMembers)
        .where(and(eq(userGroupMembers.groupId, userGroups.id), eq(userGroupMembers.userId, userId))),
    );
    const page = await listPage(db, userGroupListSource, {
      scope: and(groupScope(caller), inGroup ? member : not(member)),
      fields: userGroupFieldSet,
      request,
    });
    return mapPage(page, userGroupDto);
  });
};

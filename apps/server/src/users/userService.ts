import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { deleteUser, getUser, getUserById, getUserList, sendSmsMessage, suspendUser } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { orders, users } from '../db/schema/index.ts';
import { allowed, signedIn } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { listPage, mapPage } from '../lists/listPage.ts';
import { userScope } from '../tenancy.ts';
import { isSystemAdmin } from '../auth/roles.ts';
import { keepAnotherSystemAdministrator } from './systemAdministratorsKept.ts';
import { selectUserDtos } from './userDtos.ts';
import { addUserEditRoutes } from './userEdits.ts';
import { noSuchUser, userDto, userListFieldSet, userListSource } from './userList.ts';
import { lockUserForSave, readUser } from './userSaves.ts';

/**
 * `/api/services/app/User`: the users list, one user, create, update, delete, suspend and SMS, each
 * within the caller's reach (tenancy.ts): an admin reaches everyone, a client administrator its own
 * client's administrators, support staff only themselves.
 */
export const userService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, messages } = context;
  const routes = contractRoutes(app, context.authenticate);

  const readable = async (scope: ReturnType<typeof userScope>, id: number) => {
    const [user] = await selectUserDtos(db, and(scope, eq(users.id, id)));
    if (!user) throw notFound(noSuchUser);
    return user;
  };

  // Any signed-in caller may ask; tenancy decides whom it finds (support staff: only themselves).
  routes.add(getUserById, { access: signedIn }, ({ query, caller }) => readable(userScope(caller), query.id));

  routes.add(getUser, { access: allowed('view', 'user') }, ({ query, caller }) => readable(userScope(caller), query.id));

  routes.add(getUserList, { access: allowed('list', 'user') }, async ({ body, caller }) => {
    const page = await listPage(db, userListSource, { scope: userScope(caller), fields: userListFieldSet, request: body });
    return mapPage(page, userDto);
  });

  addUserEditRoutes(routes, context);

  // An order keeps its user: one with orders stays (and may be suspended instead).
  routes.add(deleteUser, { access: allowed('delete', 'clientAdministrator') }, async ({ query, caller }) => {
    if (query.id === caller.userId) throw badRequest('User.DeleteSelf');
    return db.transaction(async (tx) => {
      const user = await lockUserForSave(tx, userScope(caller), query.id);
      if (isSystemAdmin(user)) await keepAnotherSystemAdministrator(tx, user.id);
      const [ordered] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, query.id)).limit(1);
      if (ordered) throw badRequest('User.HasOrders');
      await tx.delete(users).where(eq(users.id, query.id));
      return null;
    });
  });

  // The reason is kept with the user; sign-in and refresh refuse a suspended user (auth/).
  routes.add(suspendUser, { access: allowed('activate', 'user') }, async ({ body, caller }) => {
    if (body.userId === caller.userId && body.suspension) throw badRequest('User.SuspendSelf');
    return db.transaction(async (tx) => {
      const user = await lockUserForSave(tx, userScope(caller), body.userId);
      if (body.suspension && isSystemAdmin(user)) await keepAnotherSystemAdministrator(tx, user.id);
      await tx
        .update(users)
        .set({ suspended: body.suspension, suspensionReason: body.message || null, concurrencyStamp: newConcurrencyStamp })
        .where(eq(users.id, body.userId));
      return readUser(tx, body.userId);
    });
  });

  // Through the message sender with the user's id, so the SMS shows in the user's Message Logs.
  routes.add(sendSmsMessage, { access: allowed('edit', 'endUser') }, async ({ body, caller }) => {
    const user = await readable(userScope(caller), body.userId);
    if (!user.phoneNumber) throw badRequest('User.NoPhoneNumber');
    await messages.send({ channel: 'sms', to: user.phoneNumber, subject: null, text: body.message, userId: user.id });
    return null;
  });
};

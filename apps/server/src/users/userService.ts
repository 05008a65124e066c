import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getUserById } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { users } from '../db/schema/index.ts';
import { signedIn } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { notFound } from '../http/errors.ts';
import { userScope } from '../tenancy.ts';
import { selectUserDtos } from './userDtos.ts';

/** `/api/services/app/User`: reading a user, within the caller's reach. */
export const userService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  // Any signed-in caller may ask; tenancy decides whom it finds (support staff: only themselves).
  routes.add(getUserById, { access: signedIn }, async ({ query, caller }) => {
    const [user] = await selectUserDtos(db, and(userScope(caller), eq(users.id, query.id)));
    if (!user) throw notFound('There is no user with this id.');
    return user;
  });
};

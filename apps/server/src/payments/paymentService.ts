import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getPaymentOptions } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { users } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { notFound } from '../http/errors.ts';
import { userScope } from '../tenancy.ts';
import { noSuchUser } from '../users/userList.ts';

/** `/api/services/app/PaymentStripe`: a user's payment options, from the payment provider (admin). */
export const paymentService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, payments } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getPaymentOptions, { access: allowed('view', 'endUser') }, async ({ query, caller }) => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(userScope(caller), eq(users.id, query.userId)));
    if (!user) throw notFound(noSuchUser);
    return payments.paymentOptions(user.id);
  });
};

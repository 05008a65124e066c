import { asc, count } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getAllClients } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { clients } from '../db/schema/index.ts';
import { contractRoutes } from '../http/route.ts';
import { clientScope } from '../tenancy.ts';

/** `/api/services/app/Client`: the client organisations the caller may see. */
export const clientService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.signedIn(getAllClients, async ({ query }, caller) => {
    const where = clientScope(caller);
    const [counted] = await db.select({ total: count() }).from(clients).where(where);
    const items = await db
      .select({
        id: clients.id,
        name: clients.name,
        accountNumber: clients.accountNumber,
        organizationEmail: clients.organizationEmail,
        contactInformation: clients.contactInformation,
      })
      .from(clients)
      .where(where)
      .orderBy(asc(clients.name), asc(clients.id))
      .limit(query.maxResultCount)
      .offset(query.skipCount);
    return { items, totalCount: counted?.total ?? 0 };
  });
};

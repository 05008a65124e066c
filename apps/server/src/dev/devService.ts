import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getOutbox } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { publicAccess } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';

/** `/api/dev`: demo-only helpers; registered only with the demo flag on. */
export const devService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  routes.add(getOutbox, { access: publicAccess }, async () => {
    const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(200);
    return { items: rows.map((row) => ({ ...row, creationTime: row.creationTime.toISOString() })) };
  });
};

import { asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getAllClients } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { clients } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { noListFields } from '../lists/listFields.ts';
import { listPage, listSource } from '../lists/listPage.ts';
import { clientScope } from '../tenancy.ts';
import { clientDtoColumns } from './clientDtos.ts';

const clientList = listSource({ from: clients, select: clientDtoColumns, id: clients.id, defaultOrder: [asc(clients.name)] });

/** `/api/services/app/Client`: the client organisations the caller may see. */
export const clientService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  // The list behind client pickers: a client administrator's holds its own client only.
  routes.add(getAllClients, { access: allowed('list', 'clientLookup') }, ({ query, caller }) =>
    listPage(db, clientList, { scope: clientScope(caller), fields: noListFields, request: query }),
  );
};

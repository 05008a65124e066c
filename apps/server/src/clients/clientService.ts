import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { createClient, deleteClient, getAllClients, getClient, getClientList, updateClient } from '@velo/api-client/contract';
import type { ServiceOptions } from '../appContext.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { clients } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { listFieldSet, noListFields } from '../lists/listFields.ts';
import { listPage, listSource } from '../lists/listPage.ts';
import { clientScope } from '../tenancy.ts';
import { addClientAdministratorRoutes } from './clientAdministrators.ts';
import { clientDetailColumns, clientDtoColumns } from './clientDtos.ts';
import { lockClientForSave, readClient, requireNothingOwned } from './clientSaves.ts';
import { clientUpdate } from './clientUpdate.ts';

const clientList = listSource({ from: clients, select: clientDtoColumns, id: clients.id, defaultOrder: [asc(clients.name)] });
const clientFields = listFieldSet(getClientList.list, {
  Id: { column: clients.id },
  Name: { column: clients.name },
  AccountNumber: { column: clients.accountNumber },
  OrganizationEmail: { column: clients.organizationEmail },
});

/** `/api/services/app/Client`: the client organisations, their details and their administrators. */
export const clientService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db } = context;
  const routes = contractRoutes(app, context.authenticate);

  // The list behind client pickers: a client administrator's holds its own client only.
  routes.add(getAllClients, { access: allowed('list', 'clientLookup') }, ({ query, caller }) =>
    listPage(db, clientList, { scope: clientScope(caller), fields: noListFields, request: query }),
  );

  routes.add(getClientList, { access: allowed('list', 'client') }, ({ body, caller }) =>
    listPage(db, clientList, { scope: clientScope(caller), fields: clientFields, request: body }),
  );

  // The Clients page's record for an admin, Client Info's for a client administrator (its own only).
  routes.add(getClient, { access: allowed('view', 'clientInfo') }, ({ query, caller }) =>
    readClient(db, clientScope(caller), query.id),
  );

  routes.add(createClient, { access: allowed('create', 'client') }, async ({ body }) => {
    const [made] = await db
      .insert(clients)
      .values({
        name: body.name,
        organizationEmail: body.organizationEmail,
        accountNumber: body.accountNumber || null,
        contactInformation: body.contactInformation || null,
      })
      .returning(clientDetailColumns);
    return made!;
  });

  // An admin's edit and a client administrator's Client Info: what each may change is clientUpdate's.
  routes.add(updateClient, { access: allowed('edit', 'clientInfo') }, ({ body, caller }) =>
    db.transaction(async (tx) => {
      const stored = await lockClientForSave(tx, clientScope(caller), body.id, body.concurrencyStamp);
      const [saved] = await tx
        .update(clients)
        .set({ ...clientUpdate(caller, stored, body), concurrencyStamp: newConcurrencyStamp })
        .where(eq(clients.id, body.id))
        .returning(clientDetailColumns);
      return saved!;
    }),
  );

  routes.add(deleteClient, { access: allowed('delete', 'client') }, ({ query, caller }) =>
    db.transaction(async (tx) => {
      // Locked first: a user, location or group given to the client meanwhile waits, then finds it gone.
      await lockClientForSave(tx, clientScope(caller), query.id);
      await requireNothingOwned(tx, query.id);
      await tx.delete(clients).where(and(clientScope(caller), eq(clients.id, query.id)));
      return null;
    }),
  );

  addClientAdministratorRoutes(routes, context);
};

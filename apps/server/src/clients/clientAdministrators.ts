import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  type ClientUser,
  createClientAdministrator,
  deleteClientAdministrator,
  getClientAdministrators,
} from '@velo/api-client/contract';
import { newClientAdministratorDefaults, permits } from '@velo/domain';
import type { AppContext } from '../appContext.ts';
import { hashPassword } from '../auth/passwords.ts';
import { clients, orders, users } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import type { ContractRoutes } from '../http/contractRoutes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { listPage, listSource, mapPage } from '../lists/listPage.ts';
import { clientScope, userScope } from '../tenancy.ts';
import { isUniqueViolation, signInNameHolder } from '../users/signInNames.ts';
import { noSuchClient, readClient } from './clientSaves.ts';

const clientUserColumns = {
  id: users.id,
  userName: users.userName,
  name: users.name,
  surname: users.surname,
  emailAddress: users.emailAddress,
  isAdmin: users.isAdmin,
  clientId: users.clientId,
};

const clientUserList = listSource({
  from: users,
  select: clientUserColumns,
  id: users.id,
  defaultOrder: [desc(users.isAdmin), desc(users.creationTime)],
});

const clientUserFields = listFieldSet(getClientAdministrators.list, {
  Id: { column: users.id },
  Name: { column: users.name },
  Surname: { column: users.surname },
  UserName: { column: users.userName },
  EmailAddress: { column: users.emailAddress },
  IsAdmin: { column: users.isAdmin },
  CreationTime: { column: users.creationTime },
});

/** A user read by its client's id, in the contract's shape. */
const ofClient = (user: Omit<ClientUser, 'clientId'> & { clientId: number | null }, clientId: number): ClientUser => ({
  ...user,
  clientId,
});

const noSuchAdministrator = 'There is no administrator of a client with this id.';

/**
 * A client's administrators: Client/GetAdministrators, CreateAdministrator and DeleteAdministrator.
 * DECISION: a client administrator reads the administrators of its own client only (isAdmin, its
 * clientId), never its end users; an admin reads all of a client's users, the Administrators tab
 * telling administrators from end users by ROLE.
 */
export function addClientAdministratorRoutes(routes: ContractRoutes, { db, clock, config }: AppContext) {
  routes.add(getClientAdministrators, { access: allowed('list', 'clientAdministrator') }, async ({ body, caller }) => {
    const { clientId, ...request } = body;
    await readClient(db, clientScope(caller), clientId);
    const endUsersToo = permits(caller, ['list', 'endUser']);
    const page = await listPage(db, clientUserList, {
      scope: and(eq(users.clientId, clientId), endUsersToo ? undefined : eq(users.isAdmin, true)),
      fields: clientUserFields,
      request,
    });
    return mapPage(page, (user) => ofClient(user, clientId));
  });

  // A client administrator with full access adds its own client's; the password is hashed before the
  // transaction, which then holds the client so it is not deleted meanwhile.
  routes.add(createClientAdministrator, { access: allowed('create', 'clientAdministrator') }, async ({ body, caller }) => {
    const { clientId, password, repeatPassword: _repeated, ...person } = body;
    await readClient(db, clientScope(caller), clientId);
    const passwordHash = await hashPassword(password, config.passwordHashCost);
    return db.transaction(async (tx) => {
      const [client] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(clientScope(caller), eq(clients.id, clientId)))
        .for('key share');
      if (!client) throw notFound(noSuchClient);
      const taken = await signInNameHolder(tx, person.userName, person.emailAddress);
      if (taken) throw badRequest(taken.clash === 'userName' ? 'User.UserNameTaken' : 'User.EmailTaken');
      const [made] = await tx
        .insert(users)
        .values({
          ...person,
          ...newClientAdministratorDefaults,
          isAdmin: true,
          clientId,
          passwordHash,
          creationTime: clock(),
        })
        .returning(clientUserColumns)
        .catch((error: unknown) => {
          // Two at once with one user name: the unique index turns the second away.
          throw isUniqueViolation(error) ? badRequest('User.UserNameTaken') : error;
        });
      return ofClient(made!, clientId);
    });
  });

  routes.add(deleteClientAdministrator, { access: allowed('delete', 'clientAdministrator') }, async ({ query, caller }) => {
    if (query.id === caller.userId) throw badRequest('User.DeleteSelf');
    return db.transaction(async (tx) => {
      const [administrator] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(userScope(caller), eq(users.id, query.id), eq(users.isAdmin, true), isNotNull(users.clientId)))
        .for('update');
      if (!administrator) throw notFound(noSuchAdministrator);
      const [ordered] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, query.id)).limit(1);
      if (ordered) throw badRequest('User.HasOrders');
      await tx.delete(users).where(eq(users.id, query.id));
      return null;
    });
  });
}

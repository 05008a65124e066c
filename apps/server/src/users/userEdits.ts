import { eq } from 'drizzle-orm';
import { createUser, updateUser } from '@velo/api-client/contract';
import { accessLevels } from '@velo/domain';
import type { AppContext } from '../appContext.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { users } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import type { ContractRoutes } from '../http/contractRoutes.ts';
import { userScope } from '../tenancy.ts';
import { isSystemAdmin } from '../auth/roles.ts';
import { badRequest } from '../http/errors.ts';
import { keepAnotherSystemAdministrator } from './systemAdministratorsKept.ts';
import { isSystemAdministrator, roleOfPlacement, type Placement } from './userPlacement.ts';
import {
  lockUserForSave,
  readUser,
  refuseBeyondClient,
  refuseTakenNames,
  requireClient,
  requireStrongPasswordFor,
  userNameTakenMeanwhile,
} from './userSaves.ts';

const english = 1;

/**
 * User/Create and User/Update. Declared on `clientAdministrator`: an admin may do everything; a
 * client administrator passes with full access to create, edit access to update, and reaches only
 * its own client's administrators (tenancy.ts). Passwords are hashed before the transaction.
 */
export function addUserEditRoutes(routes: ContractRoutes, { db, clock, config }: AppContext) {
  routes.add(createUser, { access: allowed('create', 'clientAdministrator') }, async ({ body, caller }) => {
    const { password, roleId, isAdmin = true, accessLevel = accessLevels.full, fiatBalance, ...person } = body;
    const clientId =
      body.clientId !== undefined && body.clientId !== null ? body.clientId : caller.role === 'client' ? caller.clientId : null;
    const refused = refuseBeyondClient(caller, { clientId, isAdmin, accessLevel, fiatBalance }, null);
    if (refused) throw refused;
    const placement: Placement = { isAdmin, clientId, roleId: roleId ?? null };
    await requireStrongPasswordFor(placement, password, [person.userName, person.name, person.surname, person.emailAddress]);
    const passwordHash = await hashPassword(password, config.passwordHashCost);
    return db.transaction(async (tx) => {
      await requireClient(tx, clientId);
      await refuseTakenNames(tx, person);
      const [made] = await tx
        .insert(users)
        .values({
          ...person,
          ...roleOfPlacement(placement),
          isAdmin,
          clientId,
          accessLevel,
          languageId: person.languageId ?? english,
          fiatBalance: fiatBalance ?? 0,
          passwordHash,
          creationTime: clock(),
        })
        .returning({ id: users.id })
        .catch((error: unknown) => {
          throw userNameTakenMeanwhile(error);
        });
      return readUser(tx, made!.id);
    });
  });

  // A field left out keeps its value; the role follows the placement only when the placement changes,
  // so a user's other role names are kept.
  routes.add(updateUser, { access: allowed('edit', 'clientAdministrator') }, async ({ body, caller }) => {
    const { id, concurrencyStamp, password, roleId, isAdmin, clientId, accessLevel, fiatBalance, ...details } = body;
    const passwordHash = password ? await hashPassword(password, config.passwordHashCost) : undefined;
    return db.transaction(async (tx) => {
      const before = await lockUserForSave(tx, userScope(caller), id, concurrencyStamp);
      const refused = refuseBeyondClient(caller, { clientId, isAdmin, accessLevel, fiatBalance }, before);
      if (refused) throw refused;
      const placement: Placement = {
        isAdmin: isAdmin ?? before.isAdmin,
        clientId: clientId !== undefined ? clientId : before.clientId,
        roleId: roleId ?? before.roleId,
      };
      const moved =
        placement.isAdmin !== before.isAdmin || placement.clientId !== before.clientId || placement.roleId !== before.roleId;
      // Nobody changes their own standing: an admin could otherwise demote itself, the last one among them.
      const levelChanged = accessLevel !== undefined && accessLevel !== before.accessLevel;
      if (id === caller.userId && (moved || levelChanged)) throw badRequest('User.ChangeOwnRole');
      if (moved && isSystemAdmin(before) && !isSystemAdministrator(placement)) await keepAnotherSystemAdministrator(tx, id);
      if (placement.clientId !== before.clientId) await requireClient(tx, placement.clientId);
      if (details.emailAddress) await refuseTakenNames(tx, { emailAddress: details.emailAddress }, id);
      if (password) {
        const [names] = await tx.select({ userName: users.userName }).from(users).where(eq(users.id, id));
        await requireStrongPasswordFor(placement, password, [
          names!.userName,
          details.name,
          details.surname,
          details.emailAddress ?? null,
        ]);
      }
      await tx
        .update(users)
        .set({
          ...details,
          ...(moved ? { ...roleOfPlacement(placement), isAdmin: placement.isAdmin, clientId: placement.clientId } : {}),
          accessLevel,
          fiatBalance,
          passwordHash,
          concurrencyStamp: newConcurrencyStamp,
        })
        .where(eq(users.id, id));
      return readUser(tx, id);
    });
  });
}

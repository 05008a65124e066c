import { and, asc, eq, exists, inArray, not } from 'drizzle-orm';
import { getLocationGroups, saveLocationAccessControl } from '@velo/api-client/contract';
import type { AppContext } from '../appContext.ts';
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { locationGroups, locations, userGroups } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import type { ContractRoutes } from '../http/contractRoutes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { listPage, listSource } from '../lists/listPage.ts';
import { groupScope, locationScope } from '../tenancy.ts';
import {
  lockLocationForSave,
  noSuchLocation,
  readLocation,
  recordLocationChange,
  requirePricingToActivate,
} from './locationSaves.ts';

const groupList = listSource({
  from: userGroups,
  select: { id: userGroups.id, name: userGroups.name, description: userGroups.description, clientId: userGroups.clientId },
  id: userGroups.id,
  defaultOrder: [asc(userGroups.name)],
});
const groupFields = listFieldSet(getLocationGroups.list, { Id: { column: userGroups.id }, Name: { column: userGroups.name } });

/**
 * The groups to admit, each one the caller may see, held (key share) until the transaction ends so
 * none is deleted before it is admitted; 400 when one is not there.
 */
async function requireGroups(tx: Db, caller: Caller, groupIds: readonly number[]) {
  const wanted = [...new Set(groupIds)];
  if (wanted.length === 0) return wanted;
  const found = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(groupScope(caller), inArray(userGroups.id, wanted)))
    .for('key share');
  if (found.length !== wanted.length) throw badRequest('Location.GroupNotFound');
  return wanted;
}

/** Location/saveAccessControl and the groups it offers, Location/GetLocationGroups. */
export function addAccessControlRoutes(routes: ContractRoutes, { db, clock }: AppContext) {
  routes.add(saveLocationAccessControl, { access: allowed('edit', 'locationAccessControl') }, ({ body, caller }) =>
    db.transaction(async (tx) => {
      const scope = locationScope(caller);
      const before = await lockLocationForSave(tx, scope, body.id, body.concurrencyStamp);
      if (caller.role === 'client' && body.clientId !== caller.clientId) throw badRequest('Location.ClientNotOwn');
      const groupIds = await requireGroups(tx, caller, body.groupIds);
      await requirePricingToActivate(tx, body.id, body.isActive);
      const after = { isActive: body.isActive, accessControlType: body.accessControlType };
      await tx
        .update(locations)
        .set({
          ...after,
          // The list's visibility icon reads isPublic: public access (0) is a public location.
          isPublic: body.accessControlType === 0,
          clientId: body.clientId,
          openFrom: body.openFrom ?? null,
          openTo: body.openTo ?? null,
          allDay: body.allDay,
          concurrencyStamp: newConcurrencyStamp,
        })
        .where(eq(locations.id, body.id));
      await tx.delete(locationGroups).where(eq(locationGroups.locationId, body.id));
      if (groupIds.length) await tx.insert(locationGroups).values(groupIds.map((groupId) => ({ locationId: body.id, groupId })));
      const now = clock();
      await recordLocationChange(tx, caller, now, body.id, before, after);
      return readLocation(tx, scope, body.id, now);
    }),
  );

  // Whoever may see a location's Access Control tab may see the groups it offers: a client
  // administrator its client's groups, at either access level.
  routes.add(getLocationGroups, { access: allowed('view', 'locationAccessControl') }, async ({ body, caller }) => {
    const { inLocation, locationId, ...request } = body;
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(locationScope(caller), eq(locations.id, locationId)));
    if (!location) throw notFound(noSuchLocation);
    const admitted = exists(
      db
        .select({ groupId: locationGroups.groupId })
        .from(locationGroups)
        .where(and(eq(locationGroups.locationId, locationId), eq(locationGroups.groupId, userGroups.id))),
    );
    return listPage(db, groupList, {
      scope: and(groupScope(caller), inLocation ? admitted : not(admitted)),
      fields: groupFields,
      request,
    });
  });
}

import { and, eq } from 'drizzle-orm';
import { getLocationDoorList } from '@velo/api-client/contract';
import type { AppContext } from '../appContext.ts';
import { doors, locations } from '../db/schema/index.ts';
import { doorDto, doorListSource } from '../doors/doorDtos.ts';
import { doorListFieldSet } from '../doors/doorListFields.ts';
import { allowed } from '../http/access.ts';
import type { ContractRoutes } from '../http/contractRoutes.ts';
import { notFound } from '../http/errors.ts';
import { listPage, mapPage } from '../lists/listPage.ts';
import { locationScope } from '../tenancy.ts';
import { noSuchLocation } from './locationSaves.ts';

/**
 * Location/GetDoorList: one location's doors, for whoever may read the location, sorted as
 * Door/GetList sorts. A client
 * administrator reads them in Location/Get already; what is done with a door is Door/*'s, the admin's.
 */
export function addLocationDoorRoutes(routes: ContractRoutes, { db }: AppContext) {
  routes.add(getLocationDoorList, { access: allowed('view', 'location') }, async ({ body, caller }) => {
    const { locationId, ...request } = body;
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(locationScope(caller), eq(locations.id, locationId)));
    if (!location) throw notFound(noSuchLocation);
    const page = await listPage(db, doorListSource, {
      scope: eq(doors.locationId, locationId),
      fields: doorListFieldSet,
      request,
    });
    return mapPage(page, doorDto);
  });
}

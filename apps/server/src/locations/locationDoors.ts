import { and, eq } from 'drizzle-orm';
import { getLocationDoorList, locationDoorListFields } from '@velo/api-client/contract';
import type { AppContext } from '../appContext.ts';
import { doors, locations } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import type { ContractRoutes } from '../http/contractRoutes.ts';
import { notFound } from '../http/errors.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { listPage, listSource } from '../lists/listPage.ts';
import { locationScope } from '../tenancy.ts';
import { doorFields } from './locationDtos.ts';
import { noSuchLocation } from './locationSaves.ts';

const doorList = listSource({ from: doors, select: doorFields, id: doors.id });
const doorListFields = listFieldSet(locationDoorListFields, { Id: { column: doors.id }, Name: { column: doors.name } });

/**
 * Location/GetDoorList: one location's doors, for whoever may read the location. A client
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
    const page = await listPage(db, doorList, { scope: eq(doors.locationId, locationId), fields: doorListFields, request });
    return {
      items: page.items.map((door) => ({ ...door, lastHeartBeat: door.lastHeartBeat?.toISOString() ?? null })),
      totalCount: page.totalCount,
    };
  });
}

import { allOf, locationListFields } from '@velo/api-client';
import { flagParam, idParam, textParam, type FilterValues } from '../lists/listParams.ts';

/** The locations list's filters, by their name in the address. */
export const locationFilters = { showAll: flagParam, client: idParam, name: textParam, key: textParam };
export type LocationFilters = FilterValues<typeof locationFilters>;

/** The list call's filterRule: active locations unless "show all", a client, a name contained, a door's access key. */
export function locationFilterRule({ showAll, client, name, key }: LocationFilters) {
  return allOf(locationListFields, [
    !showAll && { field: 'IsActive', operator: 'equal', value: true },
    client !== null && { field: 'ClientId', operator: 'equal', value: client },
    name.trim() !== '' && { field: 'Name', operator: 'contains', value: name.trim() },
    key.trim() !== '' && { field: 'Doors.LocalAccessKey', operator: 'equal', value: key.trim() },
  ]);
}

import { getTableColumns } from 'drizzle-orm';
import type { Caller } from '../auth/caller.ts';
import { locations } from '../db/schema/index.ts';
import type { ListFieldSet } from '../lists/listFields.ts';
import type { ListPageRequest } from '../lists/listPage.ts';
import { locationScope } from '../tenancy.ts';
import { doorsAndPricing } from './locationDtos.ts';

/** What `Location/GetList` reads: the caller's locations, whole, each with its doors and pricing. */
export function locationListQuery(fields: ListFieldSet, caller: Caller, request: ListPageRequest) {
  return {
    from: locations,
    select: getTableColumns(locations),
    scope: locationScope(caller),
    fields,
    request,
    id: locations.id,
    forEachItem: doorsAndPricing,
  };
}

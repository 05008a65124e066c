import { getTableColumns } from 'drizzle-orm';
import { locations } from '../db/schema/index.ts';
import { listSource } from '../lists/listPage.ts';
import { doorsPricingAndGroups } from './locationDtos.ts';

/** What `Location/GetList` reads: whole locations, each with its doors, pricing and admitted groups. */
export const locationListSource = listSource({
  from: locations,
  select: getTableColumns(locations),
  id: locations.id,
  forEachItem: doorsPricingAndGroups,
});

import { getTableColumns } from 'drizzle-orm';
import { locations } from '../db/schema/index.ts';
import { listSource } from '../lists/listPage.ts';
import { doorsAndPricing } from './locationDtos.ts';

/** What `Location/GetList` reads: whole locations, each with its doors and pricing. */
export const locationListSource = listSource({
  from: locations,
  select: getTableColumns(locations),
  id: locations.id,
  forEachItem: doorsAndPricing,
});

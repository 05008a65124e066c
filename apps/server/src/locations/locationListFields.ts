import { and, eq } from 'drizzle-orm';
import { getLocationList } from '@velo/api-client/contract';
import type { Db } from '../db/database.ts';
import { doors, locations } from '../db/schema/index.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { relatedRowExists } from '../lists/relatedRows.ts';

/** What `Location/GetList` may filter and sort by: the contract's fields, each on its column. */
export function locationListFieldSet(db: Db) {
  return listFieldSet(getLocationList.list, {
    Id: { column: locations.id },
    Name: { column: locations.name },
    Description: { column: locations.description },
    ClientId: { column: locations.clientId },
    IsActive: { column: locations.isActive },
    IsPublic: { column: locations.isPublic },
    LocationType: { column: locations.locationType },
    AccessControlType: { column: locations.accessControlType },
    Municipality: { column: locations.municipality },
    PostCode: { column: locations.postCode },
    CountryId: { column: locations.countryId },
    CreationTime: { column: locations.creationTime },
    // A location matches when one of its doors does.
    'Doors.LocalAccessKey': {
      column: doors.localAccessKey,
      around: (comparison) =>
        relatedRowExists(
          db
            .select({ id: doors.id })
            .from(doors)
            .where(and(eq(doors.locationId, locations.id), comparison)),
        ),
    },
  });
}

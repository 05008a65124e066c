import { and, eq, exists } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { doors, locations } from '../db/schema/index.ts';
import type { ListFields } from '../lists/listField.ts';

/** What `Location/GetList` may filter and sort by; nothing else reaches SQL. */
export function locationListFields(db: Db): ListFields {
  return {
    Id: { type: 'integer', column: locations.id },
    Name: { type: 'text', column: locations.name },
    Description: { type: 'text', column: locations.description },
    ClientId: { type: 'integer', column: locations.clientId },
    IsActive: { type: 'boolean', column: locations.isActive },
    IsPublic: { type: 'boolean', column: locations.isPublic },
    LocationType: { type: 'integer', column: locations.locationType },
    AccessControlType: { type: 'integer', column: locations.accessControlType },
    Municipality: { type: 'text', column: locations.municipality },
    PostCode: { type: 'text', column: locations.postCode },
    CountryId: { type: 'integer', column: locations.countryId },
    CreationTime: { type: 'dateTime', column: locations.creationTime },
    // A location matches when one of its doors does.
    'Doors.LocalAccessKey': {
      type: 'text',
      column: doors.localAccessKey,
      around: (comparison) =>
        exists(
          db
            .select({ id: doors.id })
            .from(doors)
            .where(and(eq(doors.locationId, locations.id), comparison)),
        ),
    },
  };
}

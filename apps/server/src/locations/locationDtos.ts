import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Door, Location, LocationMaintenance, LocationPricing } from '@velo/api-client/contract';
import { maintenanceState } from '@velo/domain';
import { jsonObject } from '../db/jsonRows.ts';
import { doors, locationGroups, locationPricing, type locations } from '../db/schema/index.ts';

type LocationRow = typeof locations.$inferSelect;

/** A location as the list reads it: its doors, pricing and admitted groups already in the answer's shape. */
export type LocationWithDoors = LocationRow & { doors: Door[]; pricing: LocationPricing | null; groupIds: number[] };

const iso = (at: Date | null) => at?.toISOString() ?? null;

const { creationTime: _doorCreationTime, ...doorFields } = getTableColumns(doors);
const { locationId: _pricedLocation, ...pricingFields } = getTableColumns(locationPricing);
const doorJson = jsonObject(doorFields);
const pricingJson = jsonObject(pricingFields);
// The driver has parsed the JSON; its objects have the answer's keys and values (db/jsonRows.ts).
const asRead = <Value>(json: unknown) => json as Value;

/** A location's doors (by id), pricing and admitted groups (by id), read in the location's statement as JSON in the answer's shape. */
export const doorsPricingAndGroups = (locationId: SQL) => ({
  doors: {
    sql: sql`(select coalesce(json_agg(${doorJson} order by ${doors.id}), '[]') from ${doors}
      where ${doors.locationId} = ${locationId})`,
    decode: asRead<Door[]>,
  },
  pricing: {
    sql: sql`(select ${pricingJson} from ${locationPricing} where ${locationPricing.locationId} = ${locationId})`,
    decode: asRead<LocationPricing | null>,
  },
  groupIds: {
    sql: sql`(select coalesce(json_agg(${locationGroups.groupId} order by ${locationGroups.groupId}), '[]')
      from ${locationGroups} where ${locationGroups.locationId} = ${locationId})`,
    decode: asRead<number[]>,
  },
});

type MaintenanceRow = Pick<LocationRow, 'id' | 'maintenanceStartTime' | 'maintenanceEndingTime'>;

/** A location's maintenance window and whether it is on or planned now (in maintenance while start <= now < end, planned while the start is ahead: domain's `maintenanceState`). */
export function maintenanceDto(row: MaintenanceRow, now: Date): LocationMaintenance {
  const maintenanceStartTime = iso(row.maintenanceStartTime);
  const maintenanceEndingTime = iso(row.maintenanceEndingTime);
  const maintenance = maintenanceState({ maintenanceStartTime, maintenanceEndingTime }, now);
  return {
    id: row.id,
    isInMaintenance: maintenance === 'active',
    isMaintenancePlanned: maintenance === 'planned',
    maintenanceStartTime,
    maintenanceEndingTime,
  };
}

/** A location in the contract's shape. */
export function locationDto({ doors: locationDoors, pricing, groupIds, ...row }: LocationWithDoors, now: Date): Location {
  const maintenance = maintenanceDto(row, now);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    locationType: row.locationType,
    isActive: row.isActive,
    isPublic: row.isPublic,
    accessControlType: row.accessControlType,
    countryId: row.countryId,
    street: row.street,
    municipality: row.municipality,
    postCode: row.postCode,
    postName: row.postName,
    latitude: row.latitude,
    longitude: row.longitude,
    siteOutcall: row.siteOutcall,
    siteOutcallNumber: row.siteOutcallNumber,
    clientId: row.clientId,
    openFrom: row.openFrom,
    openTo: row.openTo,
    allDay: row.allDay,
    isInMaintenance: maintenance.isInMaintenance,
    isMaintenancePlanned: maintenance.isMaintenancePlanned,
    maintenanceStartTime: maintenance.maintenanceStartTime,
    maintenanceEndingTime: maintenance.maintenanceEndingTime,
    inviteCode: row.inviteCode,
    creationTime: row.creationTime.toISOString(),
    doors: locationDoors,
    locationPricing: pricing,
    userGroupsIds: groupIds,
    concurrencyStamp: row.concurrencyStamp,
  };
}

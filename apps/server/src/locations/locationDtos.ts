import { sql, type SQL } from 'drizzle-orm';
import type { Door, Location, LocationPricing } from '@velo/api-client/contract';
import { maintenanceState } from '@velo/domain';
import { jsonRow } from '../db/jsonRows.ts';
import { doors, locationPricing, type locations } from '../db/schema/index.ts';

type LocationRow = typeof locations.$inferSelect;
type DoorRow = typeof doors.$inferSelect;
type PricingRow = typeof locationPricing.$inferSelect;

/** A location as the list reads it, with its doors and pricing. */
export type LocationWithDoors = LocationRow & { doors: DoorRow[]; pricing: PricingRow | null };

const iso = (at: Date | null) => at?.toISOString() ?? null;

const doorJson = jsonRow(doors);
const pricingJson = jsonRow(locationPricing);

/** A location's doors (by id) and pricing, read in the location's statement as JSON. */
export const doorsAndPricing = (locationId: SQL) => ({
  doors: {
    sql: sql`(select coalesce(json_agg(${doorJson.object} order by ${doors.id}), '[]') from ${doors}
      where ${doors.locationId} = ${locationId})`,
    decode: (list: unknown): DoorRow[] => (list as Array<Record<string, unknown>>).map(doorJson.decode),
  },
  pricing: {
    sql: sql`(select ${pricingJson.object} from ${locationPricing} where ${locationPricing.locationId} = ${locationId})`,
    decode: (json: unknown): PricingRow | null => (json === null ? null : pricingJson.decode(json as Record<string, unknown>)),
  },
});

/** A location in the contract's shape. */
export function locationDto({ doors: doorRows, pricing, ...row }: LocationWithDoors, now: Date): Location {
  const maintenanceStartTime = iso(row.maintenanceStartTime);
  const maintenanceEndingTime = iso(row.maintenanceEndingTime);
  const maintenance = maintenanceState({ maintenanceStartTime, maintenanceEndingTime }, now);
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
    isInMaintenance: maintenance === 'active',
    isMaintenancePlanned: maintenance === 'planned',
    maintenanceStartTime,
    maintenanceEndingTime,
    inviteCode: row.inviteCode,
    creationTime: row.creationTime.toISOString(),
    doors: doorRows.map(doorDto),
    locationPricing: pricing ? pricingDto(pricing) : null,
    userGroupsIds: [],
  };
}

function pricingDto({ locationId: _locationId, ...pricing }: PricingRow): LocationPricing {
  return pricing;
}

function doorDto(row: DoorRow): Door {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    isActive: row.isActive,
    doorType: row.doorType,
    lockType: row.lockType,
    hasCharger: row.hasCharger,
    localAccessKey: row.localAccessKey,
    localAccessKeyName: row.localAccessKeyName,
    maxConcurrent: row.maxConcurrent,
    subscriptionUserId: row.subscriptionUserId,
    currentOrderId: row.currentOrderId,
    deviceStatus: row.deviceStatus,
    lastHeartBeat: iso(row.lastHeartBeat),
    deviceSignalStrengh: row.deviceSignalStrengh,
    deviceBatteryLevel: row.deviceBatteryLevel,
    locationId: row.locationId,
  };
}

import { asc, inArray } from 'drizzle-orm';
import type { Door, Location, LocationPricing } from '@velo/api-client/contract';
import { maintenanceState } from '@velo/domain';
import type { Db } from '../db/database.ts';
import { doors, locationPricing, type locations } from '../db/schema/index.ts';

type LocationRow = typeof locations.$inferSelect;
type DoorRow = typeof doors.$inferSelect;
type PricingRow = typeof locationPricing.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Locations in the contract's shape, each with its doors (by id) and pricing, in the given order. */
export async function locationDtos(db: Db, rows: LocationRow[], now: Date): Promise<Location[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [doorRows, pricingRows] = await Promise.all([
    db.select().from(doors).where(inArray(doors.locationId, ids)).orderBy(asc(doors.id)),
    db.select().from(locationPricing).where(inArray(locationPricing.locationId, ids)),
  ]);
  const doorsByLocation = new Map<number, DoorRow[]>();
  for (const door of doorRows) doorsByLocation.set(door.locationId, [...(doorsByLocation.get(door.locationId) ?? []), door]);
  const pricingByLocation = new Map(pricingRows.map((pricing) => [pricing.locationId, pricing]));
  return rows.map((row) =>
    locationDto(row, (doorsByLocation.get(row.id) ?? []).map(doorDto), pricingByLocation.get(row.id), now),
  );
}

function locationDto(row: LocationRow, doorDtos: Door[], pricing: PricingRow | undefined, now: Date): Location {
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
    doors: doorDtos,
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

import { addDays, addMinutes } from '../clock.ts';
import type { doors, locationPricing, locations } from '../db/schema/index.ts';
import { demoSites, type DemoSite } from './demoSites.ts';
import type { Random } from './random.ts';

type NewLocation = typeof locations.$inferInsert;
type NewPricing = Omit<typeof locationPricing.$inferInsert, 'locationId'>;
type NewDoor = Omit<typeof doors.$inferInsert, 'locationId'>;

export interface DemoLocation {
  location: NewLocation;
  pricing: NewPricing | null;
  doors: NewDoor[];
}

// Chosen by position in demoSites so the mix is plain to see (and to test).
const withoutPricing = new Set([6, 16, 21]);
const inactiveWithPricing = new Set([12]);
const privateSites = new Set([3, 10, 12, 17, 23]);
const inMaintenance = new Set([1, 8]);
const maintenancePlanned = new Set([13, 19]);

const norwayCountryId = 1;
const contacts = ['Per Hansen', 'Anne Lise Moen', 'Terje Solberg', 'Hilde Strand', 'Bjørn Dahl', 'Marit Lund'];

/** About 25 locations at real Norwegian addresses, each with 4–20 doors. */
export function demoLocations(clientIds: number[], endUserIds: number[], now: Date, random: Random): DemoLocation[] {
  return demoSites.map((site, index) => {
    const isHotel = site.name.includes('Sykkelhotell');
    const isPrivate = privateSites.has(index);
    const creationTime = addDays(now, -random.integer(30, 730));
    const opensAllDay = isHotel || random.chance(0.5);
    return {
      location: {
        name: site.name,
        description: isHotel
          ? 'Covered bike hotel with racks on two levels, charging points and camera surveillance.'
          : 'Lockable bike lockers for commuters, opened with the Velo app.',
        locationType: isHotel ? 1 : 0,
        isActive: !withoutPricing.has(index) && !inactiveWithPricing.has(index),
        isPublic: !isPrivate,
        accessControlType: isPrivate ? 1 : 0,
        countryId: norwayCountryId,
        street: site.street,
        municipality: site.municipality,
        postCode: site.postCode,
        postName: site.postName,
        latitude: site.latitude,
        longitude: site.longitude,
        siteOutcall: random.pick(contacts),
        siteOutcallNumber: `VELO-${site.postCode}-${String(index + 1).padStart(3, '0')}`,
        clientId: site.client === null ? null : clientIds[site.client],
        openFrom: opensAllDay ? null : '06:00',
        openTo: opensAllDay ? null : '23:30',
        allDay: opensAllDay,
        ...maintenanceWindow(index, now),
        inviteCode: isPrivate ? random.hex(8) : null,
        creationTime,
      },
      pricing: withoutPricing.has(index) ? null : pricing(isHotel, random),
      doors: demoDoors(site, index, isHotel, endUserIds, creationTime, now, random),
    };
  });
}

function maintenanceWindow(index: number, now: Date): Pick<NewLocation, 'maintenanceStartTime' | 'maintenanceEndingTime'> {
  if (inMaintenance.has(index)) {
    return { maintenanceStartTime: addMinutes(now, -180), maintenanceEndingTime: index % 2 ? addDays(now, 2) : null };
  }
  if (maintenancePlanned.has(index)) return { maintenanceStartTime: addDays(now, 5), maintenanceEndingTime: addDays(now, 6) };
  return { maintenanceStartTime: null, maintenanceEndingTime: null };
}

function pricing(isHotel: boolean, random: Random): NewPricing {
  return {
    locationPaymentType: 1,
    startPriceAmount: isHotel ? random.pick([0, 10, 15]) : random.pick([15, 20, 25, 30]),
    startPriceDuration: random.integer(1, 4),
    mainPriceAmount: random.pick([5, 7.5, 10, 12.5, 15]),
    mainPriceDuration: random.pick([1, 2, 4, 12, 24]),
    maxDailyAmount: random.pick([49, 69, 99, 129]),
    defaultSubscriptionPrice: random.pick([149, 199, 299, 399]),
    allowNoVerifiedPayment: random.chance(0.3),
  };
}

const doorTypeWeights = [0, 1, 1, 1, 2, 3, 4] as const;

function demoDoors(
  site: DemoSite,
  siteIndex: number,
  isHotel: boolean,
  endUserIds: number[],
  locationCreated: Date,
  now: Date,
  random: Random,
): NewDoor[] {
  const count = random.integer(4, 20);
  const lockerTechnology = random.pick([2, 3] as const);
  return Array.from({ length: count }, (_, index) => {
    const lockType = isHotel
      ? random.chance(0.85)
        ? 1
        : 0
      : random.chance(0.85)
        ? lockerTechnology
        : random.pick([0, 2, 3] as const);
    const doorType = random.pick(doorTypeWeights);
    const enabled = random.chance(0.9);
    const key = accessKey(lockType, siteIndex, index, random);
    return {
      name: `${String.fromCharCode(65 + Math.floor(index / 10))}-${String((index % 10) + 1).padStart(2, '0')}`,
      description: enabled
        ? null
        : random.pick(['Broken hinge, waiting for repair.', 'Lock replaced, testing.', 'Reserved for the operator.']),
      status: enabled,
      isActive: random.chance(0.92),
      doorType,
      lockType,
      hasCharger: doorType === 4 || random.chance(0.2),
      localAccessKey: key?.key ?? null,
      localAccessKeyName: key?.name ?? null,
      maxConcurrent: doorType === 1 && isHotel ? random.pick([1, 2]) : 1,
      subscriptionUserId: random.chance(0.1) ? random.pick(endUserIds) : 0,
      currentOrderId: 0,
      ...device(lockType, now, random),
      creationTime: new Date(Math.min(addDays(locationCreated, random.integer(0, 14)).getTime(), now.getTime())),
    };
  });
}

export function accessKey(
  lockType: number,
  siteIndex: number,
  doorIndex: number,
  random: Random,
): { key: string; name: string } | null {
  switch (lockType) {
    case 1: {
      const address = String(100 * (siteIndex + 1) + doorIndex + 1);
      return { key: address, name: `PLC output ${address}` };
    }
    case 2: {
      const serial = random.hex(8);
      return { key: `NB-${serial}`, name: `Bikely NB ${serial.slice(-4)}` };
    }
    case 3: {
      const serial = `${random.hex(4)}-${random.hex(4)}`;
      return { key: `BLE-${serial}`, name: `Bikely BLE ${serial.slice(-4)}` };
    }
    default:
      return null;
  }
}

// PLC doors and doors without a lock report nothing; Bikely locks report status, signal and battery.
function device(
  lockType: number,
  now: Date,
  random: Random,
): Pick<NewDoor, 'deviceStatus' | 'lastHeartBeat' | 'deviceSignalStrengh' | 'deviceBatteryLevel'> {
  if (lockType !== 2 && lockType !== 3) {
    return { deviceStatus: null, lastHeartBeat: null, deviceSignalStrengh: null, deviceBatteryLevel: null };
  }
  const roll = random.next();
  const deviceStatus = roll < 0.75 ? 'ONLINE' : roll < 0.93 ? 'OFFLINE' : null;
  return {
    deviceStatus,
    lastHeartBeat:
      deviceStatus === null
        ? null
        : addMinutes(now, -(deviceStatus === 'ONLINE' ? random.integer(1, 30) : random.integer(120, 7200))),
    deviceSignalStrengh: deviceStatus === null ? 'UNKNOWN' : random.pick(['EXCELLENT', 'EXCELLENT', 'FAIR', 'POOR'] as const),
    deviceBatteryLevel: random.integer(4, 100),
  };
}

import type { Db } from '../db/database.ts';
import { doors, locations, locks } from '../db/schema/index.ts';

/** Locks the door tests choose from: none used by a door when made. */
export const testLocks = {
  nb: { serial: 'NB-TEST0001', name: 'Test NB 0001', lockType: 2 },
  nbRaced: { serial: 'NB-TEST0002', name: 'Test NB 0002', lockType: 2 },
  nbHeld: { serial: 'NB-TEST0003', name: 'Test NB 0003', lockType: 2 },
  ble: { serial: 'BLE-TEST-0001', name: 'Test BLE 0001', lockType: 3 },
} as const;

/** A location of the first client with three doors: an online NB lock, an offline BLE lock and no lock; and a PLC door. */
export async function insertDoorTestData(db: Db) {
  await db.insert(locks).values([...Object.values(testLocks), { serial: 'NB-TESTUSED', name: 'Test NB used', lockType: 2 }]);
  const [location] = await db
    .insert(locations)
    .values({ name: 'Door test location', clientId: 1 })
    .returning({ id: locations.id });
  const locationId = location!.id;
  const [online, offline, noLock, plc] = await db
    .insert(doors)
    .values([
      {
        locationId,
        name: 'A-01',
        lockType: 2,
        localAccessKey: 'NB-TESTUSED',
        localAccessKeyName: 'Test NB used',
        deviceStatus: 'ONLINE',
        lastHeartBeat: new Date('2026-01-02T03:04:05.006Z'),
        deviceSignalStrengh: 'FAIR',
        deviceBatteryLevel: 81,
        concurrencyStamp: 'stamp-of-a-01',
      },
      { locationId, name: 'A-02', lockType: 3, doorType: 0, deviceStatus: 'OFFLINE', deviceBatteryLevel: 12 },
      { locationId, name: 'A-03', lockType: 0, status: false, description: 'Broken hinge' },
      { locationId, name: 'B-01', lockType: 1, localAccessKey: '104', localAccessKeyName: 'PLC output 104', hasCharger: true },
    ])
    .returning({ id: doors.id });
  return { locationId, online: online!.id, offline: offline!.id, noLock: noLock!.id, plc: plc!.id };
}

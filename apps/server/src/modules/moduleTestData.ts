import type { Db } from '../db/database.ts';
import { doors, locations, locks } from '../db/schema/index.ts';

/** Locks the module tests choose from: none used by a door or an item when made, but `held`. */
export const moduleTestLocks = {
  nb: { serial: 'NB-MODTEST01', name: 'Module test NB 01', lockType: 2 },
  nb2: { serial: 'NB-MODTEST02', name: 'Module test NB 02', lockType: 2 },
  nb3: { serial: 'NB-MODTEST03', name: 'Module test NB 03', lockType: 2 },
  ble: { serial: 'BLE-MODTEST01', name: 'Module test BLE 01', lockType: 3 },
  held: { serial: 'NB-MODTESTHELD', name: 'Module test NB held', lockType: 2 },
} as const;

/** Two locations of the first and second client, and one without a client; the first has a door with the `held` lock. */
export async function insertModuleTestData(db: Db) {
  await db.insert(locks).values(Object.values(moduleTestLocks));
  const [first, second, noClient] = await db
    .insert(locations)
    .values([
      { name: 'Module test Oslo', clientId: 1 },
      { name: 'Module test Bergen', clientId: 2 },
      { name: 'Module test without client', clientId: null },
    ])
    .returning({ id: locations.id });
  const [heldDoor] = await db
    .insert(doors)
    .values({
      locationId: first!.id,
      name: 'H-01',
      lockType: 2,
      localAccessKey: moduleTestLocks.held.serial,
      localAccessKeyName: moduleTestLocks.held.name,
    })
    .returning({ id: doors.id });
  return { oslo: first!.id, bergen: second!.id, noClient: noClient!.id, heldDoor: heldDoor!.id };
}

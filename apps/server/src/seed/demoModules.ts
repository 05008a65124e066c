import { asc } from 'drizzle-orm';
import { defaultTagKeys, type Tags } from '@velo/domain';
import { addDays } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { doors, items, locations, modules } from '../db/schema/index.ts';
import { seededRandom, type Random } from './random.ts';

type SeededDoor = Pick<
  typeof doors.$inferSelect,
  'id' | 'locationId' | 'name' | 'doorType' | 'lockType' | 'localAccessKey' | 'hasCharger' | 'maxConcurrent'
>;
type NewModule = typeof modules.$inferInsert;
type NewItem = Omit<typeof items.$inferInsert, 'moduleId'>;

export interface DemoModule {
  module: NewModule;
  items: NewItem[];
}

/** Modules placed at demo locations (one each, the first locations by id), and a few not yet assigned. */
export const demoModuleCounts = { placed: 17, notAssigned: 3 } as const;

const products = [
  'Sykkelskap 6-delt',
  'Sykkelskap 10-delt',
  'Lastesykkelskap 4-delt',
  'Sykkelhotell-modul 12 plasser',
  'Ladeskap for elsykkel 8-delt',
];
const specifications = [
  'Galvanisert stål, 2100 × 1900 × 2000 mm',
  'Pulverlakkert aluminium, sedumtak',
  'Stål med perforerte dører, LED-belysning',
  'Tre og stål, skråtak, 2400 × 2200 mm',
];
const colors = ['RAL 7016 Antrasittgrå', 'RAL 6005 Mosegrønn', 'RAL 9005 Dypsvart', 'RAL 5010 Ensianblå', 'RAL 3000 Flammerød'];
const addOns = ['Ladeuttak 230 V i hvert rom', 'Solcellepanel på taket', 'Kamera og belysning', 'Pumpestasjon og verktøy', ''];
const foils = ['Velo-logo på sidene', 'Bymiljøetaten-logo', 'Reklamefolie Bane NOR', 'Ingen'];
const keyHolders = ['Driftsleder', 'Vaktmester', 'Servicebil 1', 'Servicebil 2'];
const spareKeys = ['Nøkkelskap hovedkontor', 'Servicetekniker', ''];
const comments = [
  'Montert på betongsåle',
  'Flyttet fra sentrum høsten 2023',
  'Dør 3 går tungt, meldt inn',
  'Ny folie bestilt',
  'Kontrollert ved vårservice',
  '',
];
const itemComments = ['', '', 'Ny hengsel 2024', 'Lås byttet', 'Ripe i lakken'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A module's tags: every default key, most with a value; its date as Norwegians write it, in the year it was made. */
function moduleTags(year: number, random: Random): Tags {
  const values: Record<(typeof defaultTagKeys)[number], string> = {
    Produkt: random.pick(products),
    'Product spesifications': random.pick(specifications),
    'Created date': `${twoDigits(random.integer(1, 28))}.${twoDigits(random.integer(1, 12))}.${year}`,
    Color: random.pick(colors),
    'Add-ons': random.pick(addOns),
    Folie: random.pick(foils),
    'Nøkkel ID #': `N-${random.integer(10_000, 99_999)}`,
    'nøkkel 1': random.pick(keyHolders),
    'nøkkel 2': random.pick(spareKeys),
    Comment: random.pick(comments),
  };
  return Object.fromEntries(defaultTagKeys.map((key) => [key, values[key]]));
}

const itemTags = (random: Random): Tags => ({
  'Nøkkel ID #': `N-${random.integer(10_000, 99_999)}`,
  Comment: random.pick(itemComments),
});

const serial = (year: number, number: number) => `VM-${year}-${String(number).padStart(4, '0')}`;

/**
 * About twenty modules: most at a demo location, their items (2 to 6) made from that location's doors
 * and linked to them (the same name, types, lock and key); a few not assigned, whose items have a PLC
 * output or no lock and no door yet. The same on every start.
 */
export function demoModules(
  locationIds: readonly number[],
  doorsByLocation: ReadonlyMap<number, readonly SeededDoor[]>,
  now: Date,
  random: Random,
): DemoModule[] {
  const placed = locationIds.slice(0, demoModuleCounts.placed).map((locationId, index) => {
    const created = addDays(now, -random.integer(60, 900));
    const year = random.integer(2021, 2025);
    const locationDoors = doorsByLocation.get(locationId) ?? [];
    const count = Math.min(random.integer(2, 6), locationDoors.length);
    const first = random.integer(0, locationDoors.length - count);
    return {
      module: {
        name: serial(year, 101 + index * 7),
        locationId,
        tags: moduleTags(year, random),
        creationTime: created,
      },
      items: locationDoors.slice(first, first + count).map((door) => ({
        name: door.name,
        dmsId: `DMS-${random.hex(6)}`,
        doorType: door.doorType,
        lockType: door.lockType,
        localAccessKey: door.localAccessKey,
        hasCharger: door.hasCharger,
        maxConcurrent: door.maxConcurrent,
        doorId: door.id,
        tags: itemTags(random),
        creationTime: created,
      })),
    };
  });
  const notAssigned = Array.from({ length: demoModuleCounts.notAssigned }, (_, index) => {
    const created = addDays(now, -random.integer(5, 40));
    const withPlc = random.chance(0.5);
    return {
      module: { name: serial(2026, 900 + index), locationId: null, tags: moduleTags(2026, random), creationTime: created },
      items: Array.from({ length: random.integer(2, 4) }, (_, door) => ({
        name: `A-${String(door + 1).padStart(2, '0')}`,
        dmsId: null,
        doorType: random.pick([0, 1, 1, 4] as const),
        lockType: withPlc ? (1 as const) : (0 as const),
        localAccessKey: withPlc ? String(door + 1) : null,
        hasCharger: random.chance(0.3),
        maxConcurrent: 1,
        doorId: null,
        tags: itemTags(random),
        creationTime: created,
      })),
    };
  });
  return [...placed, ...notAssigned];
}

/** Reads the seeded locations and doors and adds the demo's modules and items, in the seed's transaction. */
export async function seedDemoModules(tx: Db, now: Date) {
  const locationIds = (await tx.select({ id: locations.id }).from(locations).orderBy(asc(locations.id))).map((row) => row.id);
  const seededDoors = await tx
    .select({
      id: doors.id,
      locationId: doors.locationId,
      name: doors.name,
      doorType: doors.doorType,
      lockType: doors.lockType,
      localAccessKey: doors.localAccessKey,
      hasCharger: doors.hasCharger,
      maxConcurrent: doors.maxConcurrent,
    })
    .from(doors)
    .orderBy(asc(doors.id));
  const doorsByLocation = new Map<number, SeededDoor[]>();
  for (const door of seededDoors) doorsByLocation.set(door.locationId, [...(doorsByLocation.get(door.locationId) ?? []), door]);
  for (const demo of demoModules(locationIds, doorsByLocation, now, seededRandom(2031))) {
    const [made] = await tx.insert(modules).values(demo.module).returning({ id: modules.id });
    if (demo.items.length) await tx.insert(items).values(demo.items.map((item) => ({ ...item, moduleId: made!.id })));
  }
}

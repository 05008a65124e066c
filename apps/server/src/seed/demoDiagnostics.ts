import type { DiagnosticStatus } from '@velo/domain';
import { addMinutes, addSeconds } from '../clock.ts';
import type { diagnostics } from '../db/schema/index.ts';
import type { Random } from './random.ts';

type NewDiagnostic = typeof diagnostics.$inferInsert;

/** How healthy a door's device is: its share of warnings and errors. */
interface DoorHealth {
  name: string;
  /** Share of the doors; the doors without any diagnostics are counted apart. */
  share: number;
  warnings: number;
  errors: number;
}

export const doorHealths: readonly DoorHealth[] = [
  { name: 'healthy', share: 0.68, warnings: 0.03, errors: 0.005 },
  { name: 'flaky', share: 0.2, warnings: 0.15, errors: 0.05 },
  { name: 'failing', share: 0.12, warnings: 0.2, errors: 0.45 },
];

/** Doors whose device has never reported: their pages read "No diagnostics data". */
export const silentDoorCount = 2;

const yearMinutes = 365 * 24 * 60;
// A door's diagnostics over the year, and a few in the last hour and a half so that Today shows numbers.
const perDoor = { min: 60, max: 260 };
const recent = { min: 1, max: 4, withinMinutes: 90 };

function status(health: DoorHealth, random: Random): DiagnosticStatus {
  const roll = random.next();
  if (roll < health.errors) return 0;
  if (roll < health.errors + health.warnings) return 1;
  return 2;
}

function healthOf(random: Random): DoorHealth {
  let roll = random.next();
  for (const health of doorHealths) {
    if (roll < health.share) return health;
    roll -= health.share;
  }
  return doorHealths[0]!;
}

/**
 * A year of diagnostics at the demo's doors up to `now`, oldest first (so ids follow time), about
 * 160 a door: more in recent weeks (a diagnostic's age is the year times the square of a uniform
 * draw), a few in the last hour and a half. Most doors are healthy, some flaky, some failing with
 * many errors, and `silentDoorCount` doors (drawn among them) have none. The device's clock is a few
 * seconds behind the server's; about one in twelve runs is a new user's first use.
 */
export function demoDiagnostics(doorIds: readonly number[], now: Date, random: Random): NewDiagnostic[] {
  const silent = new Set<number>();
  while (silent.size < Math.min(silentDoorCount, doorIds.length)) silent.add(random.pick(doorIds));
  const rows: NewDiagnostic[] = [];
  for (const doorId of doorIds) {
    if (silent.has(doorId)) continue;
    const health = healthOf(random);
    const report = (ageMinutes: number) => {
      const creationTime = addMinutes(now, -ageMinutes);
      rows.push({
        doorId,
        status: status(health, random),
        creationTime,
        diagnosticDateTime: addSeconds(creationTime, -random.integer(1, 30)),
        isNewUser: random.chance(1 / 12),
      });
    };
    const count = random.integer(perDoor.min, perDoor.max);
    for (let index = 0; index < count; index += 1) report(1 + Math.floor(yearMinutes * random.next() ** 2));
    const lately = random.integer(recent.min, recent.max);
    for (let index = 0; index < lately; index += 1) report(random.integer(1, recent.withinMinutes));
  }
  return rows.sort((a, b) => a.creationTime!.getTime() - b.creationTime!.getTime());
}

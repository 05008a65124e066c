import { auditedEntities } from '../audit/entityChanges.ts';
import { addMinutes } from '../clock.ts';
import { type entityChanges, entityChangeTypes, type PropertyChange } from '../db/schema/index.ts';
import type { Random } from './random.ts';

type Audit = typeof entityChanges.$inferInsert;

export interface AuditedDoor {
  id: number;
  status: boolean;
  description: string | null;
}

export interface AuditedLocation {
  id: number;
  isActive: boolean;
  accessControlType: number;
  /** Only a priced location can have been active. */
  hasPricing: boolean;
}

export interface DemoEventActors {
  admin: number;
  /** The first client's administrator, who may change its own client's locations' access control. */
  client: number;
  clientLocationIds: ReadonlySet<number>;
}

// The demo's doors and locations as the Events screen shows them: the changes that made them what they are, in
// the last six weeks, plus doors taken out of service for a while and put back.
const recentMinutes = 42 * 24 * 60;
const pastRepairShare = 0.15;
const repairMinutes = 3 * 24 * 60;
const repairReasons = ['Lock jammed', 'Door forced, checked by the operator', 'Battery swap', 'Hinge replaced'];

const json = (value: unknown) => JSON.stringify(value ?? null);
const change = (propertyName: string, from: unknown, to: unknown): PropertyChange => ({
  propertyName,
  originalValue: json(from),
  newValue: json(to),
});

/**
 * The audited changes of the demo's doors and locations (entity changes, as their saves write them), consistent
 * with how the seed left them: each disabled door was disabled with its description as the reason, each private
 * location made private, each inactive priced one deactivated, half the active ones activated; some enabled doors
 * were disabled for a while and enabled again.
 */
export function demoDoorAndLocationAudits(
  doors: readonly AuditedDoor[],
  locations: readonly AuditedLocation[],
  actors: DemoEventActors,
  now: Date,
  random: Random,
): Audit[] {
  const audits: Audit[] = [];
  const at = () => addMinutes(now, -random.integer(60, recentMinutes));
  const audit = (entity: 'door' | 'location', id: number, userId: number, changeTime: Date, changes: PropertyChange[]) =>
    audits.push({
      changeTime,
      changeType: entityChangeTypes.updated,
      entityTypeFullName: auditedEntities[entity],
      entityId: String(id),
      userId,
      propertyChanges: changes,
    });

  for (const door of doors) {
    if (!door.status) {
      audit('door', door.id, actors.admin, at(), [change('Status', true, false), change('Description', null, door.description)]);
    } else if (random.chance(pastRepairShare)) {
      const reason = random.pick(repairReasons);
      // Out of service for half an hour to three days, back before now.
      const disabledAt = addMinutes(now, -random.integer(repairMinutes, recentMinutes));
      audit('door', door.id, actors.admin, disabledAt, [change('Status', true, false), change('Description', null, reason)]);
      const enabledAt = addMinutes(disabledAt, random.integer(30, repairMinutes - 1));
      audit('door', door.id, actors.admin, enabledAt, [change('Status', false, true), change('Description', reason, null)]);
    }
  }

  for (const location of locations) {
    const userId = actors.clientLocationIds.has(location.id) && random.chance(0.5) ? actors.client : actors.admin;
    if (location.accessControlType !== 0) {
      audit('location', location.id, userId, at(), [change('AccessControlType', 0, location.accessControlType)]);
    }
    if (location.isActive && random.chance(0.5)) {
      audit('location', location.id, actors.admin, at(), [change('IsActive', false, true)]);
    } else if (!location.isActive && location.hasPricing) {
      audit('location', location.id, actors.admin, at(), [change('IsActive', true, false)]);
    }
  }
  return audits.sort((a, b) => a.changeTime.getTime() - b.changeTime.getTime());
}

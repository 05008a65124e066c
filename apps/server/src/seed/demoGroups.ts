import type { locations, userGroupMembers, userGroups } from '../db/schema/index.ts';
import type { Random } from './random.ts';

type NewGroup = typeof userGroups.$inferInsert;
type SeededLocation = Pick<typeof locations.$inferInsert, 'clientId' | 'accessControlType'>;

const groups = [
  { name: 'Staff', description: "The client's own employees." },
  { name: 'Residents', description: 'Residents of the buildings around the location.' },
  { name: 'Students', description: 'Students with a valid student card.' },
] as const;

/** Each client's groups of users, in client order: Staff, Residents, Students. */
export const demoGroups = (clientIds: number[]): NewGroup[] =>
  clientIds.flatMap((clientId) => groups.map((group) => ({ ...group, clientId })));

/**
 * The groups (of `demoGroups`, by their insertion order) a private location of a client admits:
 * its client's Staff, and Residents or Students by turn, so the Access Control tab has some admitted
 * and some to add.
 */
export function admittedGroups(location: SeededLocation, privateIndex: number, clientIds: number[], groupIds: number[]) {
  if (location.accessControlType !== 1 || location.clientId == null) return [];
  const first = clientIds.indexOf(location.clientId) * groups.length;
  return [groupIds[first]!, groupIds[first + 1 + (privateIndex % 2)]!];
}

/** How many members each kind of group gets, at least and at most. */
const memberCounts: Record<(typeof groups)[number]['name'], { min: number; max: number }> = {
  Staff: { min: 20, max: 40 },
  Residents: { min: 30, max: 60 },
  Students: { min: 25, max: 50 },
};

interface SeededGroup {
  id: number;
  name: string;
  clientId: number | null;
}

interface SeededEndUser {
  id: number;
  clientId: number | null;
}

/**
 * Tens of members for each group, drawn without repeats: a client's Staff are its own end users (its
 * employees), its Residents and Students end users of no client, so no group holds another client's
 * end user (the rule Group/CreateOrUpdateGroup and AddUsers keep).
 */
export function demoGroupMembers(
  seeded: readonly SeededGroup[],
  endUsers: readonly SeededEndUser[],
  random: Random,
): Array<typeof userGroupMembers.$inferInsert> {
  return seeded.flatMap((group) => {
    const pool = endUsers.filter((user) => (group.name === 'Staff' ? user.clientId === group.clientId : user.clientId === null));
    const { min, max } = memberCounts[group.name as keyof typeof memberCounts];
    const chosen = new Set<number>();
    const wanted = Math.min(random.integer(min, max), pool.length);
    while (chosen.size < wanted) chosen.add(random.pick(pool).id);
    return [...chosen].sort((a, b) => a - b).map((userId) => ({ groupId: group.id, userId }));
  });
}

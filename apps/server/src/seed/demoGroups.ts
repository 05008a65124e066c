import type { locations, userGroups } from '../db/schema/index.ts';

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

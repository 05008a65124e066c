import { systemAdminRoleName } from '../auth/roles.ts';
import type { users } from '../db/schema/index.ts';

type NewUser = typeof users.$inferInsert;

/** The Administrator role's number in `roleId` (Support is 4). */
const administratorRoleId = 1;

/** A system administrator: the person's own fields, with what makes them one (the role, by name and number). */
export function systemAdministrator(person: Omit<NewUser, 'roleId' | 'roleNames'>): NewUser {
  return { ...person, roleId: administratorRoleId, roleNames: [systemAdminRoleName] };
}

import { systemAdminRoleName } from '../auth/roles.ts';
import type { users } from '../db/schema/index.ts';
import { administratorRoleId } from './userPlacement.ts';

type NewUser = typeof users.$inferInsert;

/** A system administrator: the person's own fields, with what makes them one (staff, the role by name and number). */
export function systemAdministrator(person: Omit<NewUser, 'roleId' | 'roleNames' | 'isAdmin'>): NewUser {
  return { ...person, isAdmin: true, roleId: administratorRoleId, roleNames: [systemAdminRoleName] };
}

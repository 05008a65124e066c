import { supportRoleName } from '@velo/domain';
import { systemAdminRoleName } from '../auth/roles.ts';

/** The role numbers the console offers staff: 1 Administrator, 4 Support. */
export const administratorRoleId = 1;
export const supportRoleId = 4;

/** Where a user stands: staff or an end user, its client, and the role that follows. */
export interface Placement {
  isAdmin: boolean;
  clientId: number | null;
  roleId: number | null;
}

/**
 * The role a placement gives, as sign-in reads it (auth/roles.ts): staff with a client is that
 * client's administrator (role 1, no role name); staff without one a system administrator (1,
 * `Admin`) or support (4, `Support`); an end user has no role.
 */
export function roleOfPlacement({ isAdmin, clientId, roleId }: Placement): { roleId: number | null; roleNames: string[] } {
  if (!isAdmin) return { roleId: null, roleNames: [] };
  if (clientId !== null) return { roleId: administratorRoleId, roleNames: [] };
  return roleId === administratorRoleId
    ? { roleId: administratorRoleId, roleNames: [systemAdminRoleName] }
    : { roleId: supportRoleId, roleNames: [supportRoleName] };
}

/** Whether a placement makes a system administrator, whose password must also be hard to guess. */
export const isSystemAdministrator = (placement: Placement) => roleOfPlacement(placement).roleNames.includes(systemAdminRoleName);

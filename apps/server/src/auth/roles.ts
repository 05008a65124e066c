import { deriveRole, supportRoleName, type Role } from '@velo/domain';

/** The role name that makes a system administrator (the `IsSystemAdmin: "True"` claim). */
export const systemAdminRoleName = 'Admin';

export interface RoleFacts {
  isAdmin: boolean;
  clientId: number | null;
  roleNames: readonly string[];
}

const hasRole = (roleNames: readonly string[], wanted: string) =>
  roleNames.some((name) => name.toLowerCase() === wanted.toLowerCase());

export const isSystemAdmin = (user: RoleFacts) => hasRole(user.roleNames, systemAdminRoleName);

/** The console's role, derived exactly as the console derives it from the same facts. */
export function roleOf(user: RoleFacts): Role {
  return deriveRole({ ...user, isSystemAdminClaim: isSystemAdmin(user) ? 'True' : null });
}

/** System admins, support staff and client administrators; not the mobile app's end users. */
export function mayUseConsole(user: RoleFacts): boolean {
  return isSystemAdmin(user) || hasRole(user.roleNames, supportRoleName) || (user.isAdmin && user.clientId !== null);
}

export const roles = ['admin', 'client', 'support'] as const;
/** The permission the console works with. */
export type Role = (typeof roles)[number];

/** The server's role name that makes a support user. */
export const supportRoleName = 'Support';

export interface RoleEvidence {
  isAdmin: boolean;
  clientId: number | null;
  /** The access token's `IsSystemAdmin` claim, as sent ("True"), or null without one. */
  isSystemAdminClaim: string | null;
  roleNames: readonly string[];
}

/** In this order: a client administrator, the system admin claim, a support role, else client. */
export function deriveRole({ isAdmin, clientId, isSystemAdminClaim, roleNames }: RoleEvidence): Role {
  if (isAdmin && clientId !== null) return 'client';
  if (isSystemAdminClaim === 'True') return 'admin';
  if (roleNames.some((name) => name.toLowerCase() === supportRoleName.toLowerCase())) return 'support';
  return 'client';
}

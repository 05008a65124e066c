import { permits, type Action, type Permission, type Resource } from '@velo/domain';
import type { Caller } from '../auth/caller.ts';

/** Who may call a route, declared when it is registered. */
export type Access = PublicAccess | SignedInAccess | AllowedAccess;

export interface PublicAccess {
  readonly kind: 'public';
}
export interface SignedInAccess {
  readonly kind: 'signedIn';
}
export interface AllowedAccess {
  readonly kind: 'allowed';
  readonly permission: Permission;
}

/** Anyone, signed in or not. */
export const publicAccess: PublicAccess = { kind: 'public' };

/** Any signed-in caller; what it may see is still narrowed by tenancy. */
export const signedIn: SignedInAccess = { kind: 'signedIn' };

/** A signed-in caller whose role (and, for a client administrator, access level) permits the action on the resource. */
export const allowed = (action: Action, resource: Resource): AllowedAccess => ({
  kind: 'allowed',
  permission: [action, resource],
});

/** Whether a signed-in caller passes a declaration that needs one. */
export function admits(access: SignedInAccess | AllowedAccess, caller: Caller): boolean {
  return access.kind === 'signedIn' || permits(caller, access.permission);
}

export function isAccess(value: unknown): value is Access {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  return value.kind === 'public' || value.kind === 'signedIn' || (value.kind === 'allowed' && 'permission' in value);
}

import { Outlet, useMatches } from 'react-router';
import type { Permission } from '@velo/domain';
import { AccessDenied } from '../layout/AccessDenied.tsx';
import { useCan } from './useCan.ts';

/** What a route declares it needs; pages never decide their own access. */
export interface RouteAccess {
  needs: Permission;
}

const needsOf = (handle: unknown): Permission | undefined => (handle as Partial<RouteAccess> | undefined)?.needs;

/**
 * Shows the matched page only when the signed-in user has what every matched route needs, and the
 * access-denied view otherwise, before the page can ask the server for anything (a 403 would end
 * the session).
 */
export function AccessGate() {
  const can = useCan();
  const denied = useMatches().some(({ handle }) => {
    const needs = needsOf(handle);
    return needs !== undefined && !can(needs);
  });
  return denied ? <AccessDenied /> : <Outlet />;
}

import type { ReactNode } from 'react';
import { AccessDenied } from '@velo/design-system';
import type { Permission } from '@velo/domain';
import { useCan } from './useCan.ts';

/**
 * Shows a page only when the signed-in user has what its route declares it `needs`, and the
 * access-denied view otherwise, before the page can ask the server for anything (a 403 would end
 * the session). Pages never decide their own access.
 */
export function AccessGate({ needs, children }: { needs: Permission | undefined; children: ReactNode }) {
  const can = useCan();
  return needs === undefined || can(needs) ? children : <AccessDenied />;
}

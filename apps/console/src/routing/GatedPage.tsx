import { Suspense, type ComponentType } from 'react';
import { LoadingState } from '@velo/design-system';
import type { Permission } from '@velo/domain';
import { AccessGate } from '../access/AccessGate.tsx';

/** A page of the console: its lazily loaded module and what a user needs to see it. */
export interface LazyPage {
  page: ComponentType;
  needs?: Permission;
}

/** The page once the user may see it (the access-denied view otherwise), loaded on first visit. */
export function GatedPage({ page: Page, needs }: LazyPage) {
  return (
    <AccessGate needs={needs}>
      <Suspense fallback={<LoadingState label="Loading the page" />}>
        <Page />
      </Suspense>
    </AccessGate>
  );
}

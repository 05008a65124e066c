import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { EmptyState, LinkButton, LoadingState } from '@velo/design-system';
import type { Permission } from '@velo/domain';
import { AccessGate } from '../../access/AccessGate.tsx';

// One entry in the console's route table for the three pages keeps the first screen's bundle small; each page still loads alone.
const pages: Array<{ path: string; page: ReturnType<typeof lazy>; needs: Permission }> = [
  { path: '', page: lazy(() => import('./AnnouncementsPage.tsx')), needs: ['list', 'announcement'] },
  { path: 'create', page: lazy(() => import('./AnnouncementCreatePage.tsx')), needs: ['create', 'announcement'] },
  { path: ':id', page: lazy(() => import('./AnnouncementEditPage.tsx')), needs: ['edit', 'announcement'] },
];

/** /announcements, /announcements/create and /announcements/{id}. */
export default function AnnouncementRoutes() {
  return (
    <Routes>
      {pages.map(({ path, page: Page, needs }) => (
        <Route
          key={path}
          path={path}
          element={
            <AccessGate needs={needs}>
              <Suspense fallback={<LoadingState label="Loading the page" />}>
                <Page />
              </Suspense>
            </AccessGate>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <EmptyState
            title="There is no such page"
            action={
              <LinkButton variant="secondary" href="/announcements">
                Back to announcements
              </LinkButton>
            }
          />
        }
      />
    </Routes>
  );
}

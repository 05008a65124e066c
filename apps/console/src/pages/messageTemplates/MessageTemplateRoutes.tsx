import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { EmptyState, LinkButton, LoadingState } from '@velo/design-system';
import type { Permission } from '@velo/domain';
import { AccessGate } from '../../access/AccessGate.tsx';
import { messageTemplatesHref } from './messageTemplateHrefs.ts';

// One entry in the console's route table for the four pages keeps the first screen's bundle small; each page still loads alone.
const pages: Array<{ path: string; page: ReturnType<typeof lazy>; needs: Permission }> = [
  { path: '', page: lazy(() => import('./MessageTemplatesPage.tsx')), needs: ['list', 'messageTemplate'] },
  { path: 'create', page: lazy(() => import('./MessageTemplateCreatePage.tsx')), needs: ['create', 'messageTemplate'] },
  { path: ':id', page: lazy(() => import('./MessageTemplateEditPage.tsx')), needs: ['edit', 'messageTemplate'] },
  { path: ':id/show', page: lazy(() => import('./MessageTemplateShowPage.tsx')), needs: ['view', 'messageTemplate'] },
];

/** /message-templates, /message-templates/create, /message-templates/{id} and /message-templates/{id}/show. */
export default function MessageTemplateRoutes() {
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
              <LinkButton variant="secondary" href={messageTemplatesHref}>
                Back to message templates
              </LinkButton>
            }
          />
        }
      />
    </Routes>
  );
}

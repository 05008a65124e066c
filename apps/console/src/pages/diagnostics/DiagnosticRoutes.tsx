import { lazy } from 'react';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

const pages: SectionPage[] = [
  { path: '', page: lazy(() => import('./DiagnosticsPage.tsx')), needs: ['list', 'diagnostic'] },
  { path: ':id/show', page: lazy(() => import('./DoorDiagnosticsPage.tsx')), needs: ['view', 'doorDiagnostics'] },
];

/** /diagnostic, /diagnostic/{id}/show. */
export default function DiagnosticRoutes() {
  return <SectionRoutes pages={pages} back={{ href: '/diagnostic', label: 'Back to diagnostics' }} />;
}

import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

export const subpages: SectionPage[] = [
  { path: '', page: loadablePage(() => import('./DiagnosticsPage.tsx')), needs: ['list', 'diagnostic'] },
  { path: ':id/show', page: loadablePage(() => import('./DoorDiagnosticsPage.tsx')), needs: ['view', 'doorDiagnostics'] },
];

/** /diagnostic, /diagnostic/{id}/show. */
export default function DiagnosticRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/diagnostic', label: 'Back to diagnostics' }} />;
}

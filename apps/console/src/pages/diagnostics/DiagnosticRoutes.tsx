import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, sectionPages } from '../../routing/SectionRoutes.tsx';
import { diagnosticScreens } from './diagnosticScreens.ts';

export const subpages = sectionPages(diagnosticScreens, {
  '': loadablePage(() => import('./DiagnosticsPage.tsx')),
  ':id/show': loadablePage(() => import('./DoorDiagnosticsPage.tsx')),
});

/** /diagnostic, /diagnostic/{id}/show. */
export default function DiagnosticRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/diagnostic', label: 'Back to diagnostics' }} />;
}

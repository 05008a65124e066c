import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

export const subpages: SectionPage[] = [
  { path: '', page: loadablePage(() => import('./ModulesPage.tsx')), needs: ['list', 'module'] },
  { path: 'create', page: loadablePage(() => import('./ModuleCreatePage.tsx')), needs: ['create', 'module'] },
  { path: ':id/*', page: loadablePage(() => import('./ModulePage.tsx')), needs: ['edit', 'module'] },
];

/** /modules, /modules/create, /modules/{id}/… */
export default function ModuleRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/modules', label: 'Back to modules' }} />;
}

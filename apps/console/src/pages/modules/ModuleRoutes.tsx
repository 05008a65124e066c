import { lazy } from 'react';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

const pages: SectionPage[] = [
  { path: '', page: lazy(() => import('./ModulesPage.tsx')), needs: ['list', 'module'] },
  { path: 'create', page: lazy(() => import('./ModuleCreatePage.tsx')), needs: ['create', 'module'] },
  { path: ':id/*', page: lazy(() => import('./ModulePage.tsx')), needs: ['edit', 'module'] },
];

/** /modules, /modules/create, /modules/{id}/… */
export default function ModuleRoutes() {
  return <SectionRoutes pages={pages} back={{ href: '/modules', label: 'Back to modules' }} />;
}

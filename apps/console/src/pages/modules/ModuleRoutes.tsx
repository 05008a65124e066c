import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, sectionPages } from '../../routing/SectionRoutes.tsx';
import { moduleScreens } from './moduleScreens.ts';

export const subpages = sectionPages(moduleScreens, {
  '': loadablePage(() => import('./ModulesPage.tsx')),
  create: loadablePage(() => import('./ModuleCreatePage.tsx')),
  ':id/*': loadablePage(() => import('./ModulePage.tsx')),
});

/** /modules, /modules/create, /modules/{id}/… */
export default function ModuleRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/modules', label: 'Back to modules' }} />;
}

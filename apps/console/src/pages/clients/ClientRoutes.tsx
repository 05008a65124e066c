import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, sectionPages } from '../../routing/SectionRoutes.tsx';
import { clientScreens } from './clientScreens.ts';

export const subpages = sectionPages(clientScreens, {
  '': loadablePage(() => import('./ClientsPage.tsx')),
  create: loadablePage(() => import('./ClientCreatePage.tsx')),
  ':id/*': loadablePage(() => import('./ClientPage.tsx')),
});

/** /clients, /clients/create, /clients/{id}/… */
export default function ClientRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/clients', label: 'Back to clients' }} />;
}

import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

export const subpages: SectionPage[] = [
  { path: '', page: loadablePage(() => import('./ClientsPage.tsx')), needs: ['list', 'client'] },
  { path: 'create', page: loadablePage(() => import('./ClientCreatePage.tsx')), needs: ['create', 'client'] },
  { path: ':id/*', page: loadablePage(() => import('./ClientPage.tsx')), needs: ['edit', 'client'] },
];

/** /clients, /clients/create, /clients/{id}/… */
export default function ClientRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/clients', label: 'Back to clients' }} />;
}

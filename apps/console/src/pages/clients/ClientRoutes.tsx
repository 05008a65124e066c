import { lazy } from 'react';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

const pages: SectionPage[] = [
  { path: '', page: lazy(() => import('./ClientsPage.tsx')), needs: ['list', 'client'] },
  { path: 'create', page: lazy(() => import('./ClientCreatePage.tsx')), needs: ['create', 'client'] },
  { path: ':id/*', page: lazy(() => import('./ClientPage.tsx')), needs: ['edit', 'client'] },
];

/** /clients, /clients/create, /clients/{id}/… */
export default function ClientRoutes() {
  return <SectionRoutes pages={pages} back={{ href: '/clients', label: 'Back to clients' }} />;
}

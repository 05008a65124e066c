import { lazy } from 'react';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

const pages: SectionPage[] = [
  { path: '', page: lazy(() => import('./GroupsPage.tsx')), needs: ['list', 'group'] },
  { path: 'create', page: lazy(() => import('./GroupCreatePage.tsx')), needs: ['create', 'group'] },
  { path: ':id/*', page: lazy(() => import('./GroupPage.tsx')), needs: ['view', 'group'] },
];

/** /user-groups, /user-groups/create, /user-groups/{id}/… */
export default function GroupRoutes() {
  return <SectionRoutes pages={pages} back={{ href: '/user-groups', label: 'Back to private groups' }} />;
}

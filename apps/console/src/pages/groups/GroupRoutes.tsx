import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

export const subpages: SectionPage[] = [
  { path: '', page: loadablePage(() => import('./GroupsPage.tsx')), needs: ['list', 'group'] },
  { path: 'create', page: loadablePage(() => import('./GroupCreatePage.tsx')), needs: ['create', 'group'] },
  { path: ':id/*', page: loadablePage(() => import('./GroupPage.tsx')), needs: ['view', 'group'] },
];

/** /user-groups, /user-groups/create, /user-groups/{id}/… */
export default function GroupRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/user-groups', label: 'Back to private groups' }} />;
}

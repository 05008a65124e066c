import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, sectionPages } from '../../routing/SectionRoutes.tsx';
import { groupScreens } from './groupScreens.ts';

export const subpages = sectionPages(groupScreens, {
  '': loadablePage(() => import('./GroupsPage.tsx')),
  create: loadablePage(() => import('./GroupCreatePage.tsx')),
  ':id/*': loadablePage(() => import('./GroupPage.tsx')),
});

/** /user-groups, /user-groups/create, /user-groups/{id}/… */
export default function GroupRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/user-groups', label: 'Back to private groups' }} />;
}

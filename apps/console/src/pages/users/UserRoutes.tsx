import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, sectionPages } from '../../routing/SectionRoutes.tsx';
import { userScreens } from './userScreens.ts';

export const subpages = sectionPages(userScreens, {
  '': loadablePage(() => import('./UsersPage.tsx')),
  create: loadablePage(() => import('./UserCreatePage.tsx')),
  ':id/*': loadablePage(() => import('./UserPage.tsx')),
});

/** /users, /users/create, /users/{id}/… */
export default function UserRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/users', label: 'Back to users' }} />;
}

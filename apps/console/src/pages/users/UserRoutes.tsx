import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

export const subpages: SectionPage[] = [
  { path: '', page: loadablePage(() => import('./UsersPage.tsx')), needs: ['list', 'user'] },
  { path: 'create', page: loadablePage(() => import('./UserCreatePage.tsx')), needs: ['create', 'clientAdministrator'] },
  { path: ':id/*', page: loadablePage(() => import('./UserPage.tsx')), needs: ['view', 'user'] },
];

/** /users, /users/create, /users/{id}/… */
export default function UserRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/users', label: 'Back to users' }} />;
}

import { lazy } from 'react';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

const pages: SectionPage[] = [
  { path: '', page: lazy(() => import('./UsersPage.tsx')), needs: ['list', 'user'] },
  { path: 'create', page: lazy(() => import('./UserCreatePage.tsx')), needs: ['create', 'clientAdministrator'] },
  { path: ':id/*', page: lazy(() => import('./UserPage.tsx')), needs: ['view', 'user'] },
];

/** /users, /users/create, /users/{id}/… */
export default function UserRoutes() {
  return <SectionRoutes pages={pages} back={{ href: '/users', label: 'Back to users' }} />;
}

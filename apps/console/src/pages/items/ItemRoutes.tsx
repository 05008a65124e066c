import { lazy } from 'react';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

const pages: SectionPage[] = [
  { path: '', page: lazy(() => import('./ItemsPage.tsx')), needs: ['list', 'item'] },
  { path: ':id', page: lazy(() => import('./ItemPage.tsx')), needs: ['edit', 'item'] },
];

/** /items, /items/{id}. */
export default function ItemRoutes() {
  return <SectionRoutes pages={pages} back={{ href: '/items', label: 'Back to items' }} />;
}

import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

export const subpages: SectionPage[] = [
  { path: '', page: loadablePage(() => import('./ItemsPage.tsx')), needs: ['list', 'item'] },
  { path: ':id', page: loadablePage(() => import('./ItemPage.tsx')), needs: ['edit', 'item'] },
];

/** /items, /items/{id}. */
export default function ItemRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/items', label: 'Back to items' }} />;
}

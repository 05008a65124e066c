import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, sectionPages } from '../../routing/SectionRoutes.tsx';
import { itemScreens } from './itemScreens.ts';

export const subpages = sectionPages(itemScreens, {
  '': loadablePage(() => import('./ItemsPage.tsx')),
  ':id': loadablePage(() => import('./ItemPage.tsx')),
});

/** /items, /items/{id}. */
export default function ItemRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/items', label: 'Back to items' }} />;
}

import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

export const subpages: SectionPage[] = [
  { path: '', page: loadablePage(() => import('./AnnouncementsPage.tsx')), needs: ['list', 'announcement'] },
  { path: 'create', page: loadablePage(() => import('./AnnouncementCreatePage.tsx')), needs: ['create', 'announcement'] },
  { path: ':id', page: loadablePage(() => import('./AnnouncementEditPage.tsx')), needs: ['edit', 'announcement'] },
];

/** /announcements, /announcements/create and /announcements/{id}. */
export default function AnnouncementRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/announcements', label: 'Back to announcements' }} />;
}

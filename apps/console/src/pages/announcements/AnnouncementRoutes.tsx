import { loadablePage } from '../../routing/loadablePage.tsx';
import { SectionRoutes, sectionPages } from '../../routing/SectionRoutes.tsx';
import { announcementScreens } from './announcementScreens.ts';

export const subpages = sectionPages(announcementScreens, {
  '': loadablePage(() => import('./AnnouncementsPage.tsx')),
  create: loadablePage(() => import('./AnnouncementCreatePage.tsx')),
  ':id': loadablePage(() => import('./AnnouncementEditPage.tsx')),
});

/** /announcements, /announcements/create and /announcements/{id}. */
export default function AnnouncementRoutes() {
  return <SectionRoutes pages={subpages} back={{ href: '/announcements', label: 'Back to announcements' }} />;
}

import { lazy } from 'react';
import { SectionRoutes, type SectionPage } from '../../routing/SectionRoutes.tsx';

const pages: SectionPage[] = [
  { path: '', page: lazy(() => import('./AnnouncementsPage.tsx')), needs: ['list', 'announcement'] },
  { path: 'create', page: lazy(() => import('./AnnouncementCreatePage.tsx')), needs: ['create', 'announcement'] },
  { path: ':id', page: lazy(() => import('./AnnouncementEditPage.tsx')), needs: ['edit', 'announcement'] },
];

/** /announcements, /announcements/create and /announcements/{id}. */
export default function AnnouncementRoutes() {
  return <SectionRoutes pages={pages} back={{ href: '/announcements', label: 'Back to announcements' }} />;
}

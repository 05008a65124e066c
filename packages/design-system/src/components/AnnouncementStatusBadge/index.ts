export * from './AnnouncementStatusBadge.tsx';

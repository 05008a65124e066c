export * from './AnnouncementForm.tsx';

export * from './AddUsersDialog.tsx';

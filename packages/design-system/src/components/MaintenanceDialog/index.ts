export * from './MaintenanceDialog.tsx';

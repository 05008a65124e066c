export * from './AdministratorDialog.tsx';

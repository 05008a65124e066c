export * from './AdministratorsTable.tsx';

export * from './UserForm.tsx';

export * from './AccessControlForm.tsx';

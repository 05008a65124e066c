export * from './ClientForm.tsx';

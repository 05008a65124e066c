export * from './GroupForm.tsx';

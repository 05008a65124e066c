export * from './SuspendDialog.tsx';

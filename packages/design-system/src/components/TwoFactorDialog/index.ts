export * from './TwoFactorDialog.tsx';

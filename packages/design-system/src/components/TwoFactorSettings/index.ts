export * from './TwoFactorSettings.tsx';

export * from './PasswordResetSteps.tsx';

export * from './AuthLayout.tsx';

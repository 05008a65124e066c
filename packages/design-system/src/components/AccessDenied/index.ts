export * from './AccessDenied.tsx';

export * from './Icon.tsx';

export * from './Badge.tsx';

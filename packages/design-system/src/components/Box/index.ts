export * from './Box.tsx';

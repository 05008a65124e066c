export * from './FilterBar.tsx';

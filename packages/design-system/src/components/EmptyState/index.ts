export * from './EmptyState.tsx';

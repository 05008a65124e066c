export * from './LoadingState.tsx';

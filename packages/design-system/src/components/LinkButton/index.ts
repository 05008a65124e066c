export * from './LinkButton.tsx';

export * from './LocationMap.tsx';

export * from './Inline.tsx';

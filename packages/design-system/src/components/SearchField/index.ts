export * from './SearchField.tsx';

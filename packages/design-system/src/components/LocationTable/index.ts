export * from './LocationTable.tsx';

export * from './DateTimeField.tsx';

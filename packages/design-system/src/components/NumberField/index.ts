export * from './NumberField.tsx';

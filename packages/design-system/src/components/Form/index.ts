export * from './Form.tsx';

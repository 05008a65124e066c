export * from './CodeInput.tsx';

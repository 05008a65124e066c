export * from './Stack.tsx';

export * from './Money.tsx';

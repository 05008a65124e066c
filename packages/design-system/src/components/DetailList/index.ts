export * from './DetailList.tsx';

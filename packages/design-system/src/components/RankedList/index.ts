export * from './RankedList.tsx';

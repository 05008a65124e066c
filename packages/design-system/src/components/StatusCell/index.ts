export * from './StatusCell.tsx';

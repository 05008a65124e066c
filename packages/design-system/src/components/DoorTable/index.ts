export * from './DoorTable.tsx';

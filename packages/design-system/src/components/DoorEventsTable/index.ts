export * from './DoorEventsTable.tsx';

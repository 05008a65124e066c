export * from './LocationEventsTable.tsx';

export * from './DoorStatusBadge.tsx';

export { DoorForm, type DoorFormProps, type DoorFormValues, type DoorLocks, type LockChoice } from './DoorForm.tsx';

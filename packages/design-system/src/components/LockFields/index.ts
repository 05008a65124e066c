export {
  LockFields,
  lockKeyProblem,
  locksOf,
  noUnusedLocks,
  type DoorLocks,
  type LockChoice,
  type LockFieldsProps,
  type LockValues,
} from './LockFields.tsx';

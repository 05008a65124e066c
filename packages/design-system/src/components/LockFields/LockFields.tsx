import type { Key } from 'react-aria-components';
import { doorLimits, hasLockChoice, lockTypeChoice, plcKeyMessage, plcKeyPattern, type LockType } from '@velo/domain';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';

/** An NB or BLE lock the server offers: not yet used by any door. */
export interface LockChoice {
  key: string;
  name: string;
}

/** The unused locks of each kind; an edited record's own lock is among them so it stays choosable. */
export interface DoorLocks {
  nb: readonly LockChoice[];
  ble: readonly LockChoice[];
}

/** A lock type and its key, as a door or a module's item keeps them. */
export interface LockValues {
  lockType: LockType;
  /** A PLC lock's output number, or the key of the chosen NB or BLE lock; empty without one. */
  localAccessKey: string;
  /** The chosen NB or BLE lock's name. */
  localAccessKeyName: string | null;
}

/** A PLC lock is wired to the locker: its key is the output's number. */
export const plcLock = 1 satisfies LockType;

export const noUnusedLocks = 'No unused locks';
export const chooseALock = 'Choose a lock';

const nbLock = 2 satisfies LockType;
const bleLock = 3 satisfies LockType;

export const locksOf = (lockType: LockType, locks: DoorLocks) =>
  lockType === bleLock ? locks.ble : lockType === nbLock ? locks.nb : [];

/**
 * What is wrong with a lock's key, if anything. A door needs its key: a PLC output's number, or one of
 * the unused NB or BLE locks. A module's item may wait for its lock: a PLC key, when given, is a
 * number, and an NB or BLE lock is required only while some are offered.
 */
export function lockKeyProblem(
  { lockType, localAccessKey }: Pick<LockValues, 'lockType' | 'localAccessKey'>,
  locks: DoorLocks,
  holder: 'door' | 'item',
): string | undefined {
  const key = localAccessKey.trim();
  if (lockType === plcLock) return (holder === 'door' || key) && !plcKeyPattern.test(key) ? plcKeyMessage : undefined;
  if (!hasLockChoice(lockType) || key) return undefined;
  const offered = locksOf(lockType, locks).length > 0;
  if (holder === 'item') return offered ? chooseALock : undefined;
  return offered ? chooseALock : noUnusedLocks;
}

const lockTypeItems = lockTypeChoice.options.map(({ value, label }) => ({ id: value, label }));

export interface LockFieldsProps {
  value: LockValues;
  onChange(changes: Partial<LockValues>): void;
  locks: DoorLocks;
  /** The key's problem to show, if any (after a save was tried). */
  problem?: string;
  isLoadingLocks: boolean;
  isDisabled: boolean;
  /** Whether the key is required (a door's), or may wait for its lock (a module's item). */
  isKeyRequired: boolean;
}

/** The lock type and its key: a PLC lock's output number, typed; an NB or BLE lock chosen from the unused ones. */
export function LockFields({ value, onChange, ...key }: LockFieldsProps) {
  return (
    <>
      <Select
        label="Lock type"
        items={lockTypeItems}
        selectedKey={value.lockType}
        // Another lock type's key means nothing: it is chosen again.
        onSelectionChange={(type) =>
          lockTypeChoice.has(type) && onChange({ lockType: type, localAccessKey: '', localAccessKeyName: null })
        }
        isRequired
        isDisabled={key.isDisabled}
      />
      <LocalAccessKey value={value} onChange={onChange} {...key} />
    </>
  );
}

function LocalAccessKey({ value, onChange, locks, problem, isLoadingLocks, isDisabled, isKeyRequired }: LockFieldsProps) {
  if (value.lockType === plcLock) {
    return (
      <TextField
        label="Local access key"
        description="The PLC output's number"
        inputMode="numeric"
        value={value.localAccessKey}
        onChange={(localAccessKey) => onChange({ localAccessKey, localAccessKeyName: null })}
        maxLength={doorLimits.localAccessKey}
        isRequired={isKeyRequired}
        isInvalid={Boolean(problem)}
        errorMessage={problem}
        isDisabled={isDisabled}
      />
    );
  }
  if (!hasLockChoice(value.lockType)) return null;

  const choices = locksOf(value.lockType, locks);
  const items = choices.map((lock) => ({ id: lock.key, label: lock.name }));
  const choose = (chosen: Key | null) => {
    const lock = choices.find((choice) => choice.key === chosen);
    if (lock) onChange({ localAccessKey: lock.key, localAccessKeyName: lock.name });
  };
  const isEmpty = !isLoadingLocks && choices.length === 0;
  return (
    <Select
      label="Lock"
      placeholder={isLoadingLocks ? 'Loading locks…' : chooseALock}
      items={items}
      selectedKey={value.localAccessKey || null}
      onSelectionChange={choose}
      description={isEmpty ? noUnusedLocks : 'Unused locks of this type'}
      isRequired={isKeyRequired || !isEmpty}
      isInvalid={Boolean(problem)}
      errorMessage={problem}
      isDisabled={isDisabled || isLoadingLocks || isEmpty}
    />
  );
}

import { useState } from 'react';
import { doorDefaults, hasLockChoice } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { lockKeyProblem } from '../LockFields/index.ts';
import {
  DoorFormFields,
  tabOfField,
  type DoorDraft,
  type DoorFormProblems,
  type DoorFormTab,
  type DoorFormValues,
  type DoorLocks,
} from './DoorFormFields.tsx';

export type { DoorFormValues, DoorLocks, LockChoice } from './DoorFormFields.tsx';

function draftOf(value: DoorFormValues | null): DoorDraft {
  if (!value) {
    return { name: '', description: '', ...doorDefaults, localAccessKey: '', localAccessKeyName: null, hasCharger: false };
  }
  // Field by field: the value given may be a whole door (id, device state), and only the form's fields are saved.
  return {
    name: value.name,
    description: value.description ?? '',
    doorType: value.doorType,
    lockType: value.lockType,
    localAccessKey: value.localAccessKey ?? '',
    localAccessKeyName: value.localAccessKeyName,
    maxConcurrent: value.maxConcurrent,
    hasCharger: value.hasCharger,
  };
}

function problemsOf(draft: DoorDraft, locks: DoorLocks): DoorFormProblems {
  const problems: DoorFormProblems = {};
  if (!draft.name.trim()) problems.name = 'Enter a name';
  const keyProblem = lockKeyProblem(draft, locks, 'door');
  if (keyProblem) problems.localAccessKey = keyProblem;
  return problems;
}

function valuesOf(draft: DoorDraft): DoorFormValues {
  const hasKey = draft.lockType !== 0;
  return {
    ...draft,
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    localAccessKey: hasKey ? draft.localAccessKey.trim() : null,
    localAccessKeyName: hasLockChoice(draft.lockType) ? draft.localAccessKeyName : null,
  };
}

export interface DoorFormStateOptions {
  /** The saved door, or null for a new one (Standard, an NB lock, one order at a time). */
  value: DoorFormValues | null;
  locks: DoorLocks;
  /** Called only with valid values; a returned promise keeps the form pending while it runs. */
  onSave(values: DoorFormValues): void | Promise<unknown>;
  isPending?: boolean;
}

/** The draft, its rules and the save, shared by the page's form and the New door dialog. */
export function useDoorFormState({ value, locks, onSave, isPending = false }: DoorFormStateOptions) {
  const [tab, setTab] = useState<DoorFormTab>('basic');
  const form = useFormSave({
    value,
    draftOf,
    isValid: (draft) => Object.keys(problemsOf(draft, locks)).length === 0,
    save: (draft) => onSave(valuesOf(draft)),
    isPending,
    // Show a tab with a problem when the one in view has none, so its message is seen.
    onRefused: (draft) => {
      const tabsWithProblems = Object.keys(problemsOf(draft, locks)).map((field) => tabOfField[field as keyof DoorFormProblems]);
      if (!tabsWithProblems.includes(tab)) setTab(tabsWithProblems[0]!);
    },
    onReset: () => setTab('basic'),
  });
  return { ...form, problems: form.showErrors ? problemsOf(form.draft, locks) : {}, tab, setTab };
}

export interface DoorFormProps extends DoorFormStateOptions {
  isLoadingLocks?: boolean;
  saveLabel?: string;
  /** Adds a Cancel button, e.g. back to the location's doors. */
  onCancel?: () => void;
}

/**
 * A door's form on its own page: Basic Details (name, description, door type, max concurrent, charger) and
 * Lock Details (lock type and its local access key: a PLC output number, or an unused NB or BLE lock).
 * Save checks the rules: a broken one shows its message under the field, turns its tab's label red and
 * shows "Form is not valid. Please check for errors" without calling onSave.
 */
export function DoorForm({ locks, isLoadingLocks = false, saveLabel = 'Save', onCancel, ...options }: DoorFormProps) {
  const form = useDoorFormState({ ...options, locks });
  return (
    <Form onSubmit={form.submit} validationBehavior="aria" error={form.formError}>
      <DoorFormFields
        draft={form.draft}
        onChange={form.change}
        problems={form.problems}
        locks={locks}
        isLoadingLocks={isLoadingLocks}
        isDisabled={form.pending}
        selectedTab={form.tab}
        onTabChange={form.setTab}
      />
      <Inline gap={3} justify="end">
        {onCancel && (
          <Button onPress={onCancel} isDisabled={form.pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="primary" isPending={form.pending}>
          {saveLabel}
        </Button>
      </Inline>
    </Form>
  );
}

import { defaultTagPairs, doorDefaults, hasLockChoice, tagPairsOf, tagsOf } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { tagPairsAreValid } from '../KeyValueEditor/index.ts';
import { lockKeyProblem, type DoorLocks } from '../LockFields/index.ts';
import { ItemFormFields, type ItemDraft, type ItemFormProblems, type ItemFormValues } from './ItemFormFields.tsx';

export type { ItemFormValues } from './ItemFormFields.tsx';

function draftOf(value: ItemFormValues | null): ItemDraft {
  if (!value) {
    return {
      name: '',
      dmsId: '',
      doorType: doorDefaults.doorType,
      lockType: doorDefaults.lockType,
      localAccessKey: '',
      localAccessKeyName: null,
      maxConcurrent: doorDefaults.maxConcurrent,
      hasCharger: false,
      tagPairs: defaultTagPairs(),
    };
  }
  // Field by field: the value given may be a whole item (module, door), and only the form's fields are saved.
  return {
    name: value.name,
    dmsId: value.dmsId ?? '',
    doorType: value.doorType,
    lockType: value.lockType,
    localAccessKey: value.localAccessKey ?? '',
    localAccessKeyName: value.localAccessKeyName,
    maxConcurrent: value.maxConcurrent,
    hasCharger: value.hasCharger,
    tagPairs: tagPairsOf(value.tags),
  };
}

function problemsOf(draft: ItemDraft, locks: DoorLocks): ItemFormProblems {
  const problems: ItemFormProblems = {};
  if (!draft.name.trim()) problems.name = 'Enter a name';
  const keyProblem = lockKeyProblem(draft, locks, 'item');
  if (keyProblem) problems.localAccessKey = keyProblem;
  return problems;
}

function valuesOf({ tagPairs, ...draft }: ItemDraft): ItemFormValues {
  const key = draft.lockType === 0 ? '' : draft.localAccessKey.trim();
  return {
    ...draft,
    name: draft.name.trim(),
    dmsId: draft.dmsId.trim() || null,
    localAccessKey: key || null,
    localAccessKeyName: hasLockChoice(draft.lockType) && key ? draft.localAccessKeyName : null,
    tags: tagsOf(tagPairs),
  };
}

export interface ItemFormStateOptions {
  /** The saved item, or null for a new one (Standard, an NB lock, one order at a time, the default tag keys). */
  value: ItemFormValues | null;
  locks: DoorLocks;
  /** Called only with valid values; a returned promise keeps the form pending while it runs. */
  onSave(values: ItemFormValues): void | Promise<unknown>;
  isPending?: boolean;
}

/** The item form's draft, its problems once a save was tried, and its Save: shared by the page's form and the dialog. */
export function useItemFormState({ value, locks, onSave, isPending }: ItemFormStateOptions) {
  const isValid = (draft: ItemDraft) => Object.keys(problemsOf(draft, locks)).length === 0 && tagPairsAreValid(draft.tagPairs);
  const form = useFormSave({ value, draftOf, isValid, save: (draft) => onSave(valuesOf(draft)), isPending });
  return { ...form, problems: form.showErrors ? problemsOf(form.draft, locks) : {} };
}

export interface ItemFormProps extends ItemFormStateOptions {
  isLoadingLocks?: boolean;
  saveLabel?: string;
  /** Adds a Cancel button, e.g. back to the module's door components. */
  onCancel?: () => void;
}

/**
 * An item (door component) of a module on its own page: name, DMS id, the door fields a door made from
 * it takes (door type, max concurrent, charger, lock type and key, as a door's), and tags. Save checks
 * the rules: a name, a PLC key that is a number, an NB or BLE lock when some are offered, tags with
 * unique keys; a broken one shows its message and "Form is not valid. Please check for errors".
 */
export function ItemForm({ locks, isLoadingLocks = false, saveLabel = 'Save', onCancel, ...options }: ItemFormProps) {
  const form = useItemFormState({ ...options, locks });
  return (
    <Form onSubmit={form.submit} validationBehavior="aria" error={form.formError}>
      <ItemFormFields
        draft={form.draft}
        onChange={form.change}
        problems={form.problems}
        locks={locks}
        isLoadingLocks={isLoadingLocks}
        isDisabled={form.pending}
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

import type { ReactNode } from 'react';
import { groupDraftProblems, groupTextMaxLengths, type GroupDraft } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

/** A group's details as the form saves them; an empty description is null. */
export interface GroupFormValues {
  name: string;
  description: string | null;
}

export interface GroupFormProps {
  /** The saved group; null for a new one, which needs a description too. */
  value: GroupFormValues | null;
  /** Called only with valid values; a returned promise keeps Save pending while it runs. */
  onSave(values: GroupFormValues): void | Promise<unknown>;
  /** The group's client chooser, shown under the texts (an admin's only); the caller holds its value. */
  clientPicker?: ReactNode;
  isPending?: boolean;
  /** Shows the details without Save, every field read-only (a client administrator). */
  isReadOnly?: boolean;
  saveLabel?: string;
  /** Adds a Cancel button before Save, e.g. back to the list. */
  onCancel?: () => void;
}

function draftOf(value: GroupFormValues | null): GroupDraft {
  return { name: value?.name ?? '', description: value?.description ?? '' };
}

/**
 * A private group's name and description, and its client when `clientPicker` is given. A new group
 * needs both texts, an edit its name; Save with one missing shows "This field is required" under it and
 * "Form is not valid. Please check for errors", without calling onSave.
 */
export function GroupForm({
  value,
  onSave,
  clientPicker,
  isPending = false,
  isReadOnly = false,
  saveLabel = 'Save',
  onCancel,
}: GroupFormProps) {
  const isNew = value === null;
  const form = useFormSave({
    value,
    draftOf,
    isValid: (draft) => Object.keys(groupDraftProblems(isNew, draft)).length === 0,
    save: (draft) => onSave({ name: draft.name.trim(), description: draft.description.trim() || null }),
    isPending,
    isReadOnly,
  });
  const problems = form.showErrors ? groupDraftProblems(isNew, form.draft) : {};

  return (
    <Form onSubmit={form.submit} validationBehavior="aria" error={form.formError}>
      <Stack gap={5}>
        <TextField
          label="Name"
          value={form.draft.name}
          onChange={(name) => form.change({ name })}
          maxLength={groupTextMaxLengths.name}
          isRequired={!isReadOnly}
          isInvalid={Boolean(problems.name)}
          errorMessage={problems.name}
          isReadOnly={isReadOnly}
          isDisabled={form.pending}
        />
        <TextField
          label="Description"
          value={form.draft.description}
          onChange={(description) => form.change({ description })}
          maxLength={groupTextMaxLengths.description}
          isRequired={!isReadOnly && isNew}
          isInvalid={Boolean(problems.description)}
          errorMessage={problems.description}
          isReadOnly={isReadOnly}
          isDisabled={form.pending}
        />
        {clientPicker}
        {!isReadOnly && (
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
        )}
      </Stack>
    </Form>
  );
}

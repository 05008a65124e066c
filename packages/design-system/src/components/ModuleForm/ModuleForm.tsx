import type { ReactNode } from 'react';
import { CheckboxGroup } from 'react-aria-components';
import { defaultTagPairs, moduleLimits, offersNewDoors, tagPairsOf, tagsOf, type TagPair, type Tags } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { FieldLabel } from '../Field/Field.tsx';
import { Form, useFormSave } from '../Form/index.ts';
import { Inline } from '../Inline/index.ts';
import { KeyValueEditor, tagPairsAreValid } from '../KeyValueEditor/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';
import { itemNote, newDoors } from './ModuleForm.css.ts';

/** A module's item as the form offers it a new door: its name and the door it has now, if any. */
export interface ModuleFormItem {
  id: number;
  name: string;
  door: { name: string; locationName: string } | null;
}

/** A saved module as the form reads it; the API's module has all of it. */
export interface ModuleFormSaved {
  name: string;
  locationId: number | null;
  tags: Tags;
  items: readonly ModuleFormItem[];
}

/** What Save hands over: the module's details, and the items to make new doors for at its new location. */
export interface ModuleFormValues {
  name: string;
  /** The location chosen in `locationPicker`; null: Not assigned. */
  locationId: number | null;
  tags: Tags;
  newDoorItemIds: number[];
}

export interface ModuleFormProps {
  /** The saved module, or null for a new one (its tags start with the default keys). */
  value: ModuleFormSaved | null;
  /** The location's field: the caller's picker (a role-aware one in the console), controlled by the caller. */
  locationPicker: ReactNode;
  /** The location chosen in the picker now; null for Not assigned. */
  chosenLocationId: number | null;
  /** Its name, for the new doors' heading. */
  chosenLocationName?: string | null;
  /** Called only with valid values; a returned promise keeps the form pending while it runs. */
  onSave(values: ModuleFormValues): void | Promise<unknown>;
  isPending?: boolean;
  saveLabel?: string;
  onCancel?: () => void;
}

interface ModuleDraft {
  name: string;
  tagPairs: TagPair[];
  /** The checked items, by id as text (a checkbox's value). */
  newDoorItemIds: string[];
}

const draftOf = (value: ModuleFormSaved | null): ModuleDraft => ({
  name: value?.name ?? '',
  tagPairs: value ? tagPairsOf(value.tags) : defaultTagPairs(),
  newDoorItemIds: [],
});

/**
 * A module's details: its name (the serial number, required), its location (a slot for the caller's
 * picker; empty is Not assigned) and its tags. When a saved module is moved to a real location other
 * than its own, its items are offered a new door there; Save hands over the ones checked. Save
 * checks the rules: a broken one shows its message and "Form is not valid. Please check for errors".
 */
export function ModuleForm({
  value,
  locationPicker,
  chosenLocationId,
  chosenLocationName,
  onSave,
  isPending,
  saveLabel = 'Save',
  onCancel,
}: ModuleFormProps) {
  const items = value?.items ?? [];
  const offersDoors = value !== null && items.length > 0 && offersNewDoors(value.locationId, chosenLocationId);
  const form = useFormSave({
    value,
    draftOf,
    isValid: (draft) => Boolean(draft.name.trim()) && tagPairsAreValid(draft.tagPairs),
    save: (draft) =>
      onSave({
        name: draft.name.trim(),
        locationId: chosenLocationId,
        tags: tagsOf(draft.tagPairs),
        newDoorItemIds: offersDoors ? draft.newDoorItemIds.map(Number) : [],
      }),
    isPending,
  });
  const nameProblem = form.showErrors && !form.draft.name.trim() ? 'Enter a name' : undefined;

  return (
    <Form onSubmit={form.submit} validationBehavior="aria" error={form.formError}>
      <Stack gap={5}>
        <TextField
          label="Module name"
          description="The module's serial number"
          value={form.draft.name}
          onChange={(name) => form.change({ name })}
          maxLength={moduleLimits.name}
          isRequired
          isInvalid={Boolean(nameProblem)}
          errorMessage={nameProblem}
          isDisabled={form.pending}
        />
        {locationPicker}
        {offersDoors && (
          <CheckboxGroup
            className={newDoors}
            value={form.draft.newDoorItemIds}
            onChange={(newDoorItemIds) => form.change({ newDoorItemIds })}
            isDisabled={form.pending}
          >
            <FieldLabel>Create a new door at {chosenLocationName ?? 'this location'}</FieldLabel>
            <p className={itemNote}>
              Each checked item becomes a door there, with its door type, lock and key. Doors it has elsewhere stay.
            </p>
            {items.map((item) => (
              <Checkbox key={item.id} value={String(item.id)}>
                {item.name}
                {item.door && (
                  <span className={itemNote}>
                    {' '}
                    (now door {item.door.name} at {item.door.locationName})
                  </span>
                )}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
        <KeyValueEditor
          pairs={form.draft.tagPairs}
          onChange={(tagPairs) => form.change({ tagPairs })}
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
      </Stack>
    </Form>
  );
}

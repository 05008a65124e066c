import { useDoorFormState, type DoorFormValues, type DoorLocks } from '../DoorForm/DoorForm.tsx';
import { DoorFormFields } from '../DoorForm/DoorFormFields.tsx';
import { FormDialog, useResetOnOpen } from '../FormDialog/index.ts';

export interface NewDoorDialogProps {
  isOpen: boolean;
  /** Called with `false` on Cancel and Escape; the caller closes the dialog itself once the save succeeded. */
  onOpenChange(isOpen: boolean): void;
  /** The unused NB and BLE locks the server offers. */
  locks: DoorLocks;
  isLoadingLocks?: boolean;
  /** Called only with valid values; a returned promise keeps the dialog pending while it runs. */
  onSave(values: DoorFormValues): void | Promise<unknown>;
  isPending?: boolean;
}

/** The door form in a dialog, for adding a door to a location; every opening starts from a new door's defaults. */
export function NewDoorDialog({ isOpen, onOpenChange, locks, isLoadingLocks = false, onSave, isPending }: NewDoorDialogProps) {
  const form = useDoorFormState({ value: null, locks, onSave, isPending });

  useResetOnOpen(isOpen, () => form.reset(null));

  return (
    <FormDialog
      title="New door"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isPending={form.pending}
      onSubmit={form.submit}
      formError={form.formError}
    >
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
    </FormDialog>
  );
}

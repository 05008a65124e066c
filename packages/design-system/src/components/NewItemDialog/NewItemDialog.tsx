import { FormDialog, useResetOnOpen } from '../FormDialog/index.ts';
import { useItemFormState, type ItemFormValues } from '../ItemForm/ItemForm.tsx';
import { ItemFormFields } from '../ItemForm/ItemFormFields.tsx';
import type { DoorLocks } from '../LockFields/index.ts';

export interface NewItemDialogProps {
  isOpen: boolean;
  /** Called with `false` on Cancel and Escape; the caller closes the dialog itself once the save succeeded. */
  onOpenChange(isOpen: boolean): void;
  /** The unused NB and BLE locks the server offers. */
  locks: DoorLocks;
  isLoadingLocks?: boolean;
  /** Called only with valid values; a returned promise keeps the dialog pending while it runs. */
  onSave(values: ItemFormValues): void | Promise<unknown>;
  isPending?: boolean;
}

/** The "New Item" dialog: the item form for a module's new door component; every opening starts from a new item's defaults. */
export function NewItemDialog({ isOpen, onOpenChange, locks, isLoadingLocks = false, onSave, isPending }: NewItemDialogProps) {
  const form = useItemFormState({ value: null, locks, onSave, isPending });

  useResetOnOpen(isOpen, () => form.reset(null));

  return (
    <FormDialog
      title="New Item"
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isPending={form.pending}
      onSubmit={form.submit}
      formError={form.formError}
    >
      <ItemFormFields
        draft={form.draft}
        onChange={form.change}
        problems={form.problems}
        locks={locks}
        isLoadingLocks={isLoadingLocks}
        isDisabled={form.pending}
      />
    </FormDialog>
  );
}

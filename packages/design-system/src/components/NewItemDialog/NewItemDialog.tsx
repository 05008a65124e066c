import { useId, useState } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Form } from '../Form/index.ts';
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
  const formId = useId();
  const form = useItemFormState({ value: null, locks, onSave, isPending });

  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) form.reset(null);
  }

  const actions = (
    <>
      <Button onPress={() => onOpenChange(false)} isDisabled={form.pending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} variant="primary" isPending={form.pending}>
        Save
      </Button>
    </>
  );

  return (
    <Dialog
      title="New Item"
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => !form.pending && onOpenChange(open)}
      isDismissable={!form.pending}
      actions={actions}
    >
      <Form id={formId} onSubmit={form.submit} validationBehavior="aria" error={form.formError}>
        <ItemFormFields
          draft={form.draft}
          onChange={form.change}
          problems={form.problems}
          locks={locks}
          isLoadingLocks={isLoadingLocks}
          isDisabled={form.pending}
        />
      </Form>
    </Dialog>
  );
}

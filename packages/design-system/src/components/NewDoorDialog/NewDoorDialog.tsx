import { useId, useState } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { useDoorFormState, type DoorFormValues, type DoorLocks } from '../DoorForm/DoorForm.tsx';
import { DoorFormFields } from '../DoorForm/DoorFormFields.tsx';
import { Form } from '../Form/index.ts';

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
  const formId = useId();
  const form = useDoorFormState({ value: null, locks, onSave, isPending });

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
      title="New door"
      isOpen={isOpen}
      onOpenChange={(open) => !form.pending && onOpenChange(open)}
      isDismissable={!form.pending}
      actions={actions}
    >
      <Form id={formId} onSubmit={form.submit} validationBehavior="aria" error={form.formError}>
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
      </Form>
    </Dialog>
  );
}

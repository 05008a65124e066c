import { useId, useState, type FormEvent } from 'react';
import { doorLimits } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Form } from '../Form/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

export interface DoorStatusDialogProps {
  doorName: string;
  /** The status asked for: true enables the door, false disables it. */
  enabled: boolean;
  onClose(): void;
  /** Called with the reason once confirmed; a returned promise keeps the dialog pending, a rejected one open. */
  onConfirm(reason: string): void | Promise<unknown>;
}

const reasonMissing = 'Enter a reason';

/** Asks before a door is enabled or disabled, and why: the reason is kept as the door's description. */
export function DoorStatusDialog({ doorName, enabled, onClose, onConfirm }: DoorStatusDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [isPending, setPending] = useState(false);
  const isMissing = submitted && !reason.trim();

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setSubmitted(true);
    if (!reason.trim()) return;
    const result = onConfirm(reason.trim());
    if (!result) return onClose();
    setPending(true);
    try {
      await result;
      onClose();
    } catch {
      // The caller reports the failure; the dialog stays so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  }

  const action = enabled ? 'Enable' : 'Disable';
  const actions = (
    <>
      <Button onPress={onClose} isDisabled={isPending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} variant={enabled ? 'primary' : 'danger'} isPending={isPending}>
        {action}
      </Button>
    </>
  );

  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={`${action} door?`}
      isOpen
      onOpenChange={(open) => !open && !isPending && onClose()}
      isDismissable={!isPending}
      actions={actions}
    >
      <Form id={formId} onSubmit={(event) => void confirm(event)} validationBehavior="aria">
        <Stack gap={4}>
          <p>
            {doorName} becomes {enabled ? 'Enabled' : 'Disabled'}.
          </p>
          <TextField
            label="Reason"
            description="Kept as the door's description."
            value={reason}
            onChange={setReason}
            maxLength={doorLimits.description}
            isRequired
            isInvalid={isMissing}
            errorMessage={reasonMissing}
            isDisabled={isPending}
            autoFocus
          />
        </Stack>
      </Form>
    </Dialog>
  );
}

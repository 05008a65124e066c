import { useId, useState } from 'react';
import { suspensionReasonMaxLength } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Form } from '../Form/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextArea } from '../TextField/index.ts';

export interface SuspendDialogProps {
  isOpen: boolean;
  /** Called with `false` on Cancel and Escape; the caller closes the dialog itself once the change succeeded. */
  onOpenChange(isOpen: boolean): void;
  /** Whom it is about, e.g. the user's full name. */
  userName: string;
  /** Whether the user is suspended now: the dialog then activates it. */
  isSuspended: boolean;
  /** Suspends or activates with the reason given (trimmed; null when none); a returned promise keeps the dialog pending. */
  onConfirm(reason: string | null): void | Promise<unknown>;
  isPending?: boolean;
}

/**
 * Suspends a user, or activates a suspended one, with a Reason kept with the user. The primary button
 * reads Suspend or Activate after the state it leads to. Every opening starts with an empty reason.
 */
export function SuspendDialog({ isOpen, onOpenChange, userName, isSuspended, onConfirm, isPending = false }: SuspendDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [running, setRunning] = useState(false);
  const pending = isPending || running;
  const action = isSuspended ? 'Activate' : 'Suspend';

  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setReason('');
  }

  async function confirm() {
    const result = onConfirm(reason.trim() || null);
    if (!result) return;
    setRunning(true);
    try {
      await result;
    } catch {
      // The caller reports the failure; the dialog stays for another try.
    } finally {
      setRunning(false);
    }
  }

  const actions = (
    <>
      <Button onPress={() => onOpenChange(false)} isDisabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} variant={isSuspended ? 'primary' : 'danger'} isPending={pending}>
        {action}
      </Button>
    </>
  );

  return (
    <Dialog
      title={`${action} ${userName}`}
      isOpen={isOpen}
      onOpenChange={(open) => !pending && onOpenChange(open)}
      isDismissable={!pending}
      size="sm"
      actions={actions}
    >
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void confirm();
        }}
      >
        <Stack gap={4}>
          <p>
            {isSuspended
              ? `${userName} may sign in and use the service again.`
              : `${userName} can no longer sign in or use the service until activated again.`}
          </p>
          <TextArea
            label="Reason"
            value={reason}
            onChange={setReason}
            maxLength={suspensionReasonMaxLength}
            isDisabled={pending}
            autoFocus
          />
        </Stack>
      </Form>
    </Dialog>
  );
}

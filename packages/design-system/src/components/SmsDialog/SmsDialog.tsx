import { useId, useState } from 'react';
import { fieldRequired, smsMessageMaxLength } from '@velo/domain';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Form, useFormSave } from '../Form/index.ts';
import { TextArea } from '../TextField/index.ts';

export interface SmsDialogProps {
  isOpen: boolean;
  /** Called with `false` on Cancel and Escape; the caller closes the dialog itself once the message went. */
  onOpenChange(isOpen: boolean): void;
  /** Whom it goes to, e.g. the user's full name. */
  userName: string;
  /** Called only with a message (trimmed); a returned promise keeps the dialog pending while it runs. */
  onSend(message: string): void | Promise<unknown>;
  isPending?: boolean;
}

/** Sends an SMS to a user: a Message, required, and Send. Every opening starts empty. */
export function SmsDialog({ isOpen, onOpenChange, userName, onSend, isPending }: SmsDialogProps) {
  const formId = useId();
  const form = useFormSave({
    value: null,
    draftOf: () => ({ message: '' }),
    isValid: ({ message }) => message.trim().length > 0,
    save: ({ message }) => onSend(message.trim()),
    isPending,
  });

  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) form.reset(null);
  }
  const missing = form.showErrors && !form.draft.message.trim();

  const actions = (
    <>
      <Button onPress={() => onOpenChange(false)} isDisabled={form.pending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} variant="primary" isPending={form.pending}>
        Send
      </Button>
    </>
  );

  return (
    <Dialog
      title={`Send SMS to ${userName}`}
      isOpen={isOpen}
      onOpenChange={(open) => !form.pending && onOpenChange(open)}
      isDismissable={!form.pending}
      size="sm"
      actions={actions}
    >
      <Form id={formId} onSubmit={form.submit} validationBehavior="aria">
        <TextArea
          label="Message"
          rows={4}
          value={form.draft.message}
          onChange={(message) => form.change({ message })}
          maxLength={smsMessageMaxLength}
          isRequired
          isInvalid={missing}
          errorMessage={fieldRequired}
          isDisabled={form.pending}
          autoFocus
        />
      </Form>
    </Dialog>
  );
}

import { fieldRequired, smsMessageMaxLength } from '@velo/domain';
import { useFormSave } from '../Form/index.ts';
import { FormDialog, useResetOnOpen } from '../FormDialog/index.ts';
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
  const form = useFormSave({
    value: null,
    draftOf: () => ({ message: '' }),
    isValid: ({ message }) => message.trim().length > 0,
    save: ({ message }) => onSend(message.trim()),
    isPending,
  });

  useResetOnOpen(isOpen, () => form.reset(null));
  const missing = form.showErrors && !form.draft.message.trim();

  return (
    <FormDialog
      title={`Send SMS to ${userName}`}
      size="sm"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isPending={form.pending}
      onSubmit={form.submit}
      primaryLabel="Send"
    >
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
    </FormDialog>
  );
}

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog, type DialogProps } from '../Dialog/index.ts';
import { Form } from '../Form/index.ts';

export interface FormDialogProps {
  title: ReactNode;
  size?: DialogProps['size'];
  isOpen: boolean;
  /** Called with `false` on Cancel and Escape, never while pending; the caller closes the dialog itself once the save succeeded. */
  onOpenChange(isOpen: boolean): void;
  /** The save runs: Cancel is disabled, the dialog cannot be dismissed, and the primary button shows it pending. */
  isPending: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** A form-level error, shown above the fields. */
  formError?: string | null;
  /** The submit button's label; Save unless told. */
  primaryLabel?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog hosting one form: Cancel and a primary submit button in the footer, the form validated the
 * React Aria way (`validationBehavior="aria"`), and nothing dismissable while the save is pending. Pair it
 * with `useResetOnOpen` so that every opening starts from a fresh draft.
 */
export function FormDialog({
  title,
  size,
  isOpen,
  onOpenChange,
  isPending,
  onSubmit,
  formError,
  primaryLabel = 'Save',
  children,
}: FormDialogProps) {
  const formId = useId();

  const actions = (
    <>
      <Button onPress={() => onOpenChange(false)} isDisabled={isPending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} variant="primary" isPending={isPending}>
        {primaryLabel}
      </Button>
    </>
  );

  return (
    <Dialog
      title={title}
      size={size}
      isOpen={isOpen}
      onOpenChange={(open) => !isPending && onOpenChange(open)}
      isDismissable={!isPending}
      actions={actions}
    >
      <Form id={formId} onSubmit={onSubmit} validationBehavior="aria" error={formError}>
        {children}
      </Form>
    </Dialog>
  );
}

/**
 * Calls `onOpen` (e.g. the form's reset) while rendering, each time `isOpen` turns true, so the opening
 * dialog never shows the last draft. It runs in the caller's render, where the form's state lives.
 */
export function useResetOnOpen(isOpen: boolean, onOpen: () => void) {
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) onOpen();
  }
}

import { useState, type ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';

export const confirmDialogVariants = ['primary', 'danger'] as const;

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape, and once `onConfirm` has finished. */
  onOpenChange(isOpen: boolean): void;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for a change that is hard to undo (delete, refund, deactivate). */
  variant?: (typeof confirmDialogVariants)[number];
  /**
   * May return a promise: the confirm button shows it is pending and the dialog stays until it
   * settles. A rejected promise keeps the dialog open; report the error yourself (a toast).
   */
  onConfirm(): void | Promise<void>;
}

/** Asks before doing something: a title, a message, Cancel and a confirm button. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'primary',
  onConfirm,
}: ConfirmDialogProps) {
  const [isPending, setPending] = useState(false);

  async function confirm() {
    const result = onConfirm();
    if (!result) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // The caller reports the failure; the dialog stays so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  }

  // Focus starts on the safe choice when confirming is destructive, so Enter cannot destroy.
  const actions = (
    <>
      <Button onPress={() => onOpenChange(false)} isDisabled={isPending} autoFocus={variant === 'danger'}>
        {cancelLabel}
      </Button>
      <Button variant={variant} onPress={confirm} isPending={isPending} autoFocus={variant !== 'danger'}>
        {confirmLabel}
      </Button>
    </>
  );

  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => !isPending && onOpenChange(open)}
      isDismissable={!isPending}
      actions={actions}
    >
      {typeof message === 'string' ? <p>{message}</p> : message}
    </Dialog>
  );
}

import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Money } from '../Money/Money.tsx';

/** The payment to refund; the API client's Payment fits it as it is. */
export interface RefundDialogPayment {
  id: number;
  reference: string | null;
  amount: number;
}

export interface RefundDialogProps {
  /** The payment asked about; null closes the dialog. */
  payment: RefundDialogPayment | null;
  /** Cancel, Escape, or the refund done: the caller sets `payment` to null. */
  onClose(): void;
  /** Refunds the payment: the dialog waits for it; a rejected promise keeps it open for another try. */
  onConfirm(): Promise<void>;
}

/** Asks before a payment goes back to the user: "Refund {reference}?", its amount, Cancel and Refund. */
export function RefundDialog({ payment, onClose, onConfirm }: RefundDialogProps) {
  if (!payment) return null;
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      variant="danger"
      title={`Refund ${payment.reference ?? `payment ${payment.id}`}?`}
      message={
        <p>
          The payment of <Money amount={payment.amount} /> goes back to the user. This cannot be undone.
        </p>
      }
      confirmLabel="Refund"
      onConfirm={onConfirm}
    />
  );
}

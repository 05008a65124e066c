import { noPaymentStatus, paymentStatus, type PaymentStatus } from '@velo/domain';
import type { BadgeTone } from '../Badge/Badge.tsx';
import { EnumerationBadge } from '../Badge/EnumerationBadge.tsx';

const tones: Record<PaymentStatus, BadgeTone> = { 0: 'warning', 1: 'success', 2: 'info', 3: 'accent', 4: 'danger' };

export interface PaymentStatusBadgeProps {
  /** The payment status (domain `paymentStatus`, 0 to 4); null or undefined when the order has none. */
  status: number | null | undefined;
  className?: string;
}

/** A payment status: Not Paid, Paid, Refunded, Partially Refunded or Locked; "No Payment Status" when missing. */
export function PaymentStatusBadge({ status, className }: PaymentStatusBadgeProps) {
  return (
    <EnumerationBadge
      enumeration={paymentStatus}
      tones={tones}
      value={status}
      missingLabel={noPaymentStatus}
      className={className}
    />
  );
}

import { orderStatus, type OrderStatus } from '@velo/domain';
import type { BadgeTone } from '../Badge/Badge.tsx';
import { EnumerationBadge } from '../Badge/EnumerationBadge.tsx';

// Waiting for the device (4) is paid for and done on our side: it reads as completed.
const tones: Record<OrderStatus, BadgeTone> = { 0: 'warning', 1: 'info', 2: 'success', 3: 'danger', 4: 'success' };

export interface OrderStatusBadgeProps {
  /** The order's status (domain `orderStatus`, 0 to 4); a number outside the set shows as it came, in neutral. */
  status: number;
  className?: string;
}

/** An order's status: Pending, Ordered, Completed, Cancelled, or Waiting for the device to complete the order. */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  return <EnumerationBadge enumeration={orderStatus} tones={tones} value={status} className={className} />;
}

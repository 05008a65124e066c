import { orderStatus, type OrderStatus } from '@velo/domain';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';

// Waiting for the device (4) is paid for and done on our side: it reads as completed.
const tones: Record<OrderStatus, BadgeTone> = { 0: 'warning', 1: 'info', 2: 'success', 3: 'danger', 4: 'success' };

export interface OrderStatusBadgeProps {
  /** The order's status (domain `orderStatus`, 0 to 4); a number outside the set shows as it came, in neutral. */
  status: number;
  className?: string;
}

/** An order's status: Pending, Ordered, Completed, Cancelled, or Waiting for the device to complete the order. */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  const known = orderStatus.has(status);
  return (
    <Badge tone={known ? tones[status] : 'neutral'} dot={known} className={className}>
      {orderStatus.label(status)}
    </Badge>
  );
}

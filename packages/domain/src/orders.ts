import type { OrderStatus, PaymentStatus } from './enums.ts';

/** Orders that are over: Complete is not offered for them, Reactivate only for them. */
export const finishedOrderStatuses = [2, 3] as const satisfies readonly OrderStatus[];

/** Orders still in progress (Pending, Ordered, Waiting for the device): what the orders list shows unless Show all is on. */
export const unfinishedOrderStatuses = [0, 1, 4] as const satisfies readonly OrderStatus[];

const isFinished = (status: OrderStatus) => (finishedOrderStatuses as readonly OrderStatus[]).includes(status);

/** Complete order is allowed unless the order is Completed or Cancelled. */
export const canCompleteOrder = (status: OrderStatus) => !isFinished(status);

/** Reactivate order (back to Ordered) is allowed only from Completed or Cancelled. */
export const canReactivateOrder = (status: OrderStatus) => isFinished(status);

/** Only a Paid payment can be refunded. */
export const canRefundPayment = (status: PaymentStatus) => status === 1;

/**
 * An order's payment status once one of its payments is refunded: Refunded when all are, Partially
 * Refunded when some are, and as it was when none is.
 */
export function orderPaymentStatusAfterRefund(
  current: PaymentStatus | null,
  paymentStatuses: readonly PaymentStatus[],
): PaymentStatus | null {
  const refunded = paymentStatuses.filter((status) => status === 2).length;
  if (refunded === 0) return current;
  return refunded === paymentStatuses.length ? 2 : 3;
}

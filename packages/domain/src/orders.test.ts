import { describe, expect, it } from 'vitest';
import { canCompleteOrder, canReactivateOrder, canRefundPayment, orderPaymentStatusAfterRefund } from './orders.ts';

describe('order transitions', () => {
  it('complete an order unless it is Completed or Cancelled, and reactivate only those', () => {
    expect([0, 1, 2, 3, 4].filter((status) => canCompleteOrder(status as 0))).toEqual([0, 1, 4]);
    expect([0, 1, 2, 3, 4].filter((status) => canReactivateOrder(status as 0))).toEqual([2, 3]);
  });

  it('refund only a Paid payment', () => {
    expect([0, 1, 2, 3, 4].filter((status) => canRefundPayment(status as 0))).toEqual([1]);
  });
});

describe("an order's payment status after a refund", () => {
  it('is Refunded when every payment is, Partially Refunded when some are, unchanged when none is', () => {
    expect(orderPaymentStatusAfterRefund(1, [2])).toBe(2);
    expect(orderPaymentStatusAfterRefund(1, [2, 2])).toBe(2);
    expect(orderPaymentStatusAfterRefund(1, [2, 1])).toBe(3);
    expect(orderPaymentStatusAfterRefund(1, [1, 1])).toBe(1);
    expect(orderPaymentStatusAfterRefund(null, [])).toBe(null);
  });
});

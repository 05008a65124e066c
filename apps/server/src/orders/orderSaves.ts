import { and, eq, type SQL } from 'drizzle-orm';
import type { Order } from '@velo/api-client/contract';
import { orderPaymentStatusAfterRefund } from '@velo/domain';
import type { Db } from '../db/database.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { orders, payments } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { listItems } from '../lists/listPage.ts';
import { noSuchOrder, noSuchPayment, orderDto, orderListSource } from './orderDtos.ts';

/** What a transition or refund changes, and the audit records. */
export type OrderStatuses = Pick<Order, 'status' | 'paymentStatus'>;

/**
 * Locks an order the caller may see for the rest of the transaction and answers its statuses; 404
 * when the caller cannot see it. Transitions and refunds of one order queue on this lock, so each
 * reads what the one before it wrote.
 */
export async function lockOrder(tx: Db, scope: SQL | undefined, id: number): Promise<OrderStatuses> {
  const [found] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(scope, eq(orders.id, id)))
    .for('update');
  if (!found) throw notFound(noSuchOrder);
  return found;
}

/** The order a payment belongs to, within the caller's scope; 404 otherwise. */
export async function orderOfPayment(tx: Db, scope: SQL | undefined, paymentId: number): Promise<number> {
  const [found] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(scope, eq(payments.id, paymentId)));
  if (!found) throw notFound(noSuchPayment);
  return found.orderId;
}

/** Sets the order's payment status from its payments' (Refunded when all are refunded, Partially Refunded when some are). */
export async function followPayments(tx: Db, orderId: number, current: Order['paymentStatus']) {
  const statuses = await tx.select({ status: payments.status }).from(payments).where(eq(payments.orderId, orderId));
  const paymentStatus = orderPaymentStatusAfterRefund(
    current,
    statuses.map((payment) => payment.status),
  );
  await tx.update(orders).set({ paymentStatus, concurrencyStamp: newConcurrencyStamp }).where(eq(orders.id, orderId));
}

/** An order as the answers send it, read in the given transaction. */
export async function readOrder(tx: Db, id: number): Promise<Order> {
  const [found] = await listItems(tx, orderListSource, eq(orders.id, id));
  if (!found) throw notFound(noSuchOrder);
  return orderDto(found);
}

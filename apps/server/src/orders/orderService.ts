import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  completeOrder,
  getOrderById,
  getOrderList,
  reactivateOrder,
  refundPayment,
  searchUserOrder,
  type FilterRuleLeaf,
  type Order,
} from '@velo/api-client/contract';
import { canCompleteOrder, canReactivateOrder, canRefundPayment } from '@velo/domain';
import type { ServiceOptions } from '../appContext.ts';
import { recordEntityUpdate } from '../audit/entityChanges.ts';
import type { Db } from '../db/database.ts';
import { newConcurrencyStamp } from '../db/schema/columns.ts';
import { orders, payments } from '../db/schema/index.ts';
import { allowed } from '../http/access.ts';
import { contractRoutes } from '../http/contractRoutes.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { listItems, listPage, type ListPageRequest, mapPage } from '../lists/listPage.ts';
import { orderScope } from '../tenancy.ts';
import { noSuchOrder, noSuchPayment, orderDto, orderListSource } from './orderDtos.ts';
import { orderListFieldSet } from './orderListFields.ts';
import { followPayments, lockOrder, orderOfPayment, readOrder, type OrderStatuses } from './orderSaves.ts';

/**
 * `/api/services/app/Order`: the orders list, one order, the support screen's search, Complete and
 * Reactivate of an order, and the refund of a payment. Each change runs in one transaction with the
 * order locked.
 */
export const orderService: FastifyPluginAsync<ServiceOptions> = async (app, { context }) => {
  const { db, clock } = context;
  const routes = contractRoutes(app, context.authenticate);
  const fields = orderListFieldSet(db);

  // Every transition and refund is audited: the order's Status and PaymentStatus before and after.
  const audited = async (tx: Db, userId: number, before: OrderStatuses, after: Order) => {
    await recordEntityUpdate<OrderStatuses>(tx, {
      entity: 'order',
      entityId: after.id,
      userId,
      changeTime: clock(),
      before,
      after,
      properties: ['status', 'paymentStatus'],
    });
    return after;
  };

  const ordersPage = async (scope: SQL | undefined, request: ListPageRequest) => {
    const page = await listPage(db, orderListSource, { scope, fields, request });
    return mapPage(page, orderDto);
  };

  routes.add(getOrderList, { access: allowed('list', 'order') }, async ({ body, caller }) =>
    ordersPage(orderScope(caller), body),
  );

  routes.add(getOrderById, { access: allowed('view', 'order') }, async ({ query, caller }) => {
    const [found] = await listItems(db, orderListSource, and(orderScope(caller), eq(orders.id, query.id)));
    if (!found) throw notFound(noSuchOrder);
    return orderDto(found);
  });

  routes.add(searchUserOrder, { access: allowed('list', 'order') }, async ({ query, caller }) => {
    const rules: FilterRuleLeaf[] = [];
    if (query.orderId !== undefined) rules.push({ field: 'Id', operator: 'equal', value: query.orderId });
    if (query.userId !== undefined) rules.push({ field: 'UserId', operator: 'equal', value: query.userId });
    return ordersPage(orderScope(caller), {
      filterRule: { condition: 'and', filterRules: rules },
      skipCount: (query.page - 1) * query.perPage,
      maxResultCount: query.perPage,
    });
  });

  routes.add(completeOrder, { access: allowed('complete', 'order') }, async ({ query, caller }) =>
    db.transaction(async (tx) => {
      const before = await lockOrder(tx, orderScope(caller), query.orderId);
      if (!canCompleteOrder(before.status)) throw badRequest('Order.AlreadyFinished');
      await tx
        .update(orders)
        .set({ status: 2, usedTo: clock(), concurrencyStamp: newConcurrencyStamp })
        .where(eq(orders.id, query.orderId));
      return audited(tx, caller.userId, before, await readOrder(tx, query.orderId));
    }),
  );

  routes.add(reactivateOrder, { access: allowed('reactivate', 'order') }, async ({ query, caller }) =>
    db.transaction(async (tx) => {
      const before = await lockOrder(tx, orderScope(caller), query.orderId);
      if (!canReactivateOrder(before.status)) throw badRequest('Order.NotFinished');
      await tx.update(orders).set({ status: 1, concurrencyStamp: newConcurrencyStamp }).where(eq(orders.id, query.orderId));
      return audited(tx, caller.userId, before, await readOrder(tx, query.orderId));
    }),
  );

  // Refunds of one payment queue on its order's lock: the first finds it Paid, the others Refunded.
  routes.add(refundPayment, { access: allowed('refund', 'payment') }, async ({ body, caller }) =>
    db.transaction(async (tx) => {
      const scope = orderScope(caller);
      const orderId = await orderOfPayment(tx, scope, body.paymentId);
      const before = await lockOrder(tx, scope, orderId);
      const [payment] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, body.paymentId));
      if (!payment) throw notFound(noSuchPayment);
      if (!canRefundPayment(payment.status)) throw badRequest('Payment.NotRefundable');
      await tx.update(payments).set({ status: 2 }).where(eq(payments.id, body.paymentId));
      await followPayments(tx, orderId, before.paymentStatus);
      return audited(tx, caller.userId, before, await readOrder(tx, orderId));
    }),
  );
};

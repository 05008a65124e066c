import { z } from 'zod/mini';
import { invoiceCountry, orderStatus, paymentStatus } from '@velo/domain';
import { id, isoDateTime, namedRef, queryId, queryInt } from './common.ts';
import { endpoint } from './endpoint.ts';
import { listRequest, page, type FieldRule } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';

export const payment = z.object({
  id,
  orderId: id,
  reference: z.nullable(z.string()),
  creationTime: isoDateTime,
  status: paymentStatus.schema,
  amount: z.number(),
});
export type Payment = z.infer<typeof payment>;

export const order = z.object({
  id,
  userId: id,
  user: z.object({ id, name: z.string(), surname: z.string(), userName: z.string() }),
  status: orderStatus.schema,
  /** None yet: shown as "No Payment Status". */
  paymentStatus: z.nullable(paymentStatus.schema),
  creationTime: isoDateTime,
  usedFrom: z.nullable(isoDateTime),
  usedTo: z.nullable(isoDateTime),
  location: namedRef,
  door: namedRef,
  doorId: id,
  doorPrice: z.number(),
  doorPriceExVat: z.number(),
  doorPriceVat: z.number(),
  invoiceName: z.nullable(z.string()),
  invoicePhone: z.nullable(z.string()),
  invoiceEmail: z.nullable(z.string()),
  invoiceCountryId: z.nullable(invoiceCountry.schema),
  /** By id. */
  payments: z.array(payment),
  /** Changes with every transition and refund. */
  concurrencyStamp: z.string(),
});
export type Order = z.infer<typeof order>;

/**
 * What `Order/GetList` may be filtered and sorted by. `LocationId` is the door's location and filters
 * only. `ShowAll` is the Show all switch and filters only, with `equal`: false keeps the orders in
 * progress (Pending, Ordered, Waiting for the device), true every order.
 */
export const orderListFields = {
  Id: 'integer',
  LocationId: 'integer',
  Status: 'integer',
  PaymentStatus: 'integer',
  InvoiceName: 'text',
  CreationTime: 'dateTime',
  UserId: 'integer',
  ShowAll: 'boolean',
} as const satisfies ListFields;

/**
 * The orders list's Show all switch, off: only orders in progress (Pending, Ordered, Waiting for the
 * device); on, this rule is left out and Completed and Cancelled orders show too.
 */
export const unfinishedOrdersRule: FieldRule<typeof orderListFields> = { field: 'ShowAll', operator: 'equal', value: false };

/** The orders list's order unless the request names another: newest first. */
export const defaultOrderSorting = 'creationTime DESC';

/**
 * A page of orders, newest first unless sorted otherwise: every order for admin and support, the
 * orders at its client's locations for a client administrator.
 */
export const getOrderList = endpoint({
  method: 'POST',
  path: '/api/services/app/Order/GetList',
  body: listRequest,
  list: listOf(orderListFields, ['LocationId', 'ShowAll']),
  result: page(order),
});

/** One order with its payments (admin, support); another client's is 404. */
export const getOrderById = endpoint({
  method: 'GET',
  path: '/api/services/app/Order/GetById',
  query: z.strictObject({ id: queryId }),
  result: order,
});

const orderIdQuery = z.strictObject({ orderId: queryId });

/**
 * Completes an order (admin): not one Completed or Cancelled already (400 `Order.AlreadyFinished`).
 * Its `usedTo` becomes now. Answers the order as saved.
 */
export const completeOrder = endpoint({
  method: 'POST',
  path: '/api/services/app/Order/ChangeOrderStatusToCompleted',
  query: orderIdQuery,
  result: order,
});

/** Reactivates a Completed or Cancelled order, back to Ordered (admin); any other is 400 `Order.NotFinished`. Answers the order as saved. */
export const reactivateOrder = endpoint({
  method: 'POST',
  path: '/api/services/app/Order/ChangeOrderStatusToOrderd',
  query: orderIdQuery,
  result: order,
});

/**
 * Refunds a Paid payment (admin, support): it becomes Refunded, exactly once however many refunds of
 * it arrive at once; the others, like a refund of a payment not Paid, are 400 `Payment.NotRefundable`.
 * The order's payment status follows: Refunded when all its payments are, Partially Refunded when
 * some are. Answers the order as saved.
 */
export const refundPayment = endpoint({
  method: 'POST',
  path: '/api/services/app/Order/Refund',
  body: z.strictObject({ paymentId: id }),
  result: order,
});

export const searchPageSize = { default: 10, max: 100 } as const;

/**
 * The support screen's order search (admin, support; a client administrator its client's): the
 * orders of a user, or one order, or that order if it is the user's, newest first, a page at a time
 * (`page` from 1). At least one of `orderId` and `userId` is required.
 */
export const searchUserOrder = endpoint({
  method: 'POST',
  path: '/api/services/app/Order/SearchUserOrder',
  query: z
    .strictObject({
      orderId: z.optional(queryId),
      userId: z.optional(queryId),
      page: z._default(queryInt(z.minimum(1), z.maximum(1_000_000)), 1),
      perPage: z._default(queryInt(z.minimum(1), z.maximum(searchPageSize.max)), searchPageSize.default),
    })
    .check(
      z.refine(({ orderId, userId }) => orderId !== undefined || userId !== undefined, {
        message: 'Give an order id, a user id or both.',
        path: ['orderId'],
      }),
    ),
  result: page(order),
});

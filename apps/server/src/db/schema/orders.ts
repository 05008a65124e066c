import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  invoiceCountry,
  orderStatus,
  paymentStatus,
  unfinishedOrderStatuses,
  type InvoiceCountry,
  type OrderStatus,
  type PaymentStatus,
} from '@velo/domain';
import { concurrencyStamp, creationTime, identity, moment, money } from './columns.ts';
import { sortIndex, trigramIndex } from './listIndexes.ts';
import { doors } from './locations.ts';
import { users } from './users.ts';
import { valueIn } from './valueChecks.ts';

// An order keeps its door and user: deleting either is refused while it has orders.
export const orders = pgTable(
  'orders',
  {
    id: identity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    doorId: integer()
      .notNull()
      .references(() => doors.id),
    status: integer().$type<OrderStatus>().notNull().default(0),
    /** None yet: "No Payment Status". */
    paymentStatus: integer().$type<PaymentStatus>(),
    creationTime: creationTime(),
    usedFrom: moment(),
    usedTo: moment(),
    doorPrice: money().notNull().default(0),
    doorPriceExVat: money().notNull().default(0),
    doorPriceVat: money().notNull().default(0),
    invoiceName: text(),
    invoicePhone: text(),
    invoiceEmail: text(),
    invoiceCountryId: integer().$type<InvoiceCountry>(),
    /** Changes with every transition and refund. */
    concurrencyStamp: concurrencyStamp(),
  },
  // Every field Order/GetList sorts or filters by has an index (listIndexes.ts). The location is the
  // door's: a filter by it looks each order's door up by its key.
  (table) => [
    sortIndex('orders_creation_time', table.creationTime, table.id),
    sortIndex('orders_status', table.status, table.id),
    sortIndex('orders_payment_status', table.paymentStatus, table.id),
    sortIndex('orders_invoice_name', table.invoiceName, table.id),
    sortIndex('orders_user_id', table.userId, table.id),
    index('orders_door_id').on(table.doorId, table.creationTime),
    // The dashboard's customers: each user's orders in time, with the door that places them.
    index('orders_user_creation_time').on(table.userId, table.creationTime, table.doorId),
    // The orders in progress (the orders lists' default, a few thousand of a million), newest first: a
    // location's or any filter's first page reads them alone instead of all the orders back in time.
    index('orders_unfinished_creation_time')
      .on(table.creationTime, table.id)
      .where(valueIn(table.status, unfinishedOrderStatuses)),
    trigramIndex('orders_invoice_name_trigram', table.invoiceName),
    check('orders_status', valueIn(table.status, orderStatus.values)),
    check('orders_payment_status', valueIn(table.paymentStatus, paymentStatus.values)),
    check('orders_invoice_country_id', valueIn(table.invoiceCountryId, invoiceCountry.values)),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: identity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text(),
    creationTime: creationTime(),
    status: integer().$type<PaymentStatus>().notNull().default(0),
    amount: money().notNull(),
  },
  (table) => [
    index('payments_order_id').on(table.orderId),
    check('payments_status', valueIn(table.status, paymentStatus.values)),
  ],
);

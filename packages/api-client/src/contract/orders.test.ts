import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { allOf } from './lists.ts';
import {
  completeOrder,
  getOrderById,
  getOrderList,
  order,
  orderListFields,
  reactivateOrder,
  refundPayment,
  searchUserOrder,
  unfinishedOrdersRule,
  type Order,
} from './orders.ts';

const sampleOrder: Order = {
  id: 42,
  userId: 7,
  user: { id: 7, name: 'Nora', surname: 'Hansen', userName: '4791234567' },
  status: 1,
  paymentStatus: null,
  creationTime: '2026-03-01T08:00:00.000Z',
  usedFrom: '2026-03-01T08:05:00.000Z',
  usedTo: null,
  location: { id: 3, name: 'Central Station' },
  door: { id: 11, name: 'A-01' },
  doorId: 11,
  doorPrice: 25,
  doorPriceExVat: 20,
  doorPriceVat: 5,
  invoiceName: 'Nora Hansen',
  invoicePhone: '4791234567',
  invoiceEmail: null,
  invoiceCountryId: 1,
  payments: [{ id: 5, orderId: 42, reference: 'PAY-1', creationTime: '2026-03-01T08:00:01.000Z', status: 1, amount: 25 }],
  concurrencyStamp: 'stamp',
};

describe('order', () => {
  it('takes the statuses 0 to 4, no payment status, and an invoice country of Norway, Sweden or Finland', () => {
    expect(issuePaths(order, sampleOrder)).toEqual([]);
    expect(issuePaths(order, { ...sampleOrder, status: 4, paymentStatus: 3, invoiceCountryId: null })).toEqual([]);
    expect(issuePaths(order, { ...sampleOrder, status: 5, paymentStatus: 5, invoiceCountryId: 4 })).toEqual([
      'status',
      'paymentStatus',
      'invoiceCountryId',
    ]);
  });

  it('refuses a payment of an unknown status', () => {
    expect(issuePaths(order, { ...sampleOrder, payments: [{ ...sampleOrder.payments[0], status: 9 }] })).toEqual([
      'payments.0.status',
    ]);
  });
});

describe('the orders list', () => {
  it('is a generic list', () => {
    expect(getOrderList.body!.parse({ sorting: 'creationTime DESC' })).toEqual({
      sorting: 'creationTime DESC',
      skipCount: 0,
      maxResultCount: 10,
    });
  });

  it('shows orders in progress unless Show all is on', () => {
    const shown = (showAll: boolean) => allOf(orderListFields, [!showAll && unfinishedOrdersRule]);
    expect(shown(false)).toEqual({ condition: 'and', filterRules: [{ field: 'ShowAll', operator: 'equal', value: false }] });
    expect(shown(true)).toBeNull();
  });
});

describe('the order calls', () => {
  it('take an order id or a payment id', () => {
    expect(getOrderById.query!.parse({ id: '42' })).toEqual({ id: 42 });
    expect(completeOrder.query!.parse({ orderId: '42' })).toEqual({ orderId: 42 });
    expect(reactivateOrder.path).toBe('/api/services/app/Order/ChangeOrderStatusToOrderd');
    expect(issuePaths(completeOrder.query, { orderId: 'x' })).toEqual(['orderId']);
    expect(refundPayment.body!.parse({ paymentId: 5 })).toEqual({ paymentId: 5 });
    expect(issuePaths(refundPayment.body, { paymentId: 0 })).toEqual(['paymentId']);
    expect(issuePaths(refundPayment.body, { paymentId: 5, amount: 1 })).toEqual(['']);
  });
});

describe('the order search', () => {
  it('takes an order id, a user id or both, the first page of 10 unless told', () => {
    expect(searchUserOrder.query!.parse({ userId: '7' })).toEqual({ userId: 7, page: 1, perPage: 10 });
    expect(searchUserOrder.query!.parse({ orderId: '42', userId: '7', page: '3', perPage: '50' })).toEqual({
      orderId: 42,
      userId: 7,
      page: 3,
      perPage: 50,
    });
  });

  it('refuses neither id, a page below 1 and more than 100 per page', () => {
    expect(issuePaths(searchUserOrder.query, {})).toEqual(['orderId']);
    expect(issuePaths(searchUserOrder.query, { userId: '7', page: '0', perPage: '101' })).toEqual(['page', 'perPage']);
  });
});

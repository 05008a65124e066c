import type { Order, Page } from '@velo/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityChanges, orders, payments, users } from '../db/schema/index.ts';
import { callsQueuedOnRowLock } from '../testing/queuedOnRowLock.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { insertOrderTestData, insertPaidOrder } from './orderTestData.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
let ids: Awaited<ReturnType<typeof insertOrderTestData>>;

beforeAll(async () => {
  for (const userName of ['admin', 'support', 'client', 'client-read'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
  ids = await insertOrderTestData(t.db);
});

const call = <Result = Order>(method: 'GET' | 'POST', path: string, body?: unknown, userName = 'admin') =>
  request<Result>(t.app, {
    method,
    url: `/api/services/app/Order/${path}`,
    token: tokens[userName],
    ...(body === undefined ? {} : { body }),
  });

const atLocation = (locationId: number, extra: unknown[] = [], sorting?: string) => ({
  sorting,
  maxResultCount: 100,
  filterRule: { condition: 'and', filterRules: [{ field: 'LocationId', operator: 'equal', value: locationId }, ...extra] },
});
const list = (body: unknown, userName = 'admin') => call<Page<Order>>('POST', 'GetList', body, userName);
const listedIds = async (body: unknown, userName = 'admin') => (await list(body, userName)).result.items.map((order) => order.id);

const storedOrder = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentStatuses = async (orderId: number) =>
  (await t.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id)).map(
    (payment) => payment.status,
  );

describe('Order/GetList', () => {
  it("answers a location's orders newest first, each with its user, door, location and payments", async () => {
    const answer = await list(atLocation(ids.ownLocation));
    expect(answer.status).toBe(200);
    expect(answer.result.totalCount).toBe(5);
    const { paid, completed, cancelled, pending, waiting } = ids.orders;
    expect(answer.result.items.map((order) => order.id)).toEqual([paid, completed, cancelled, pending, waiting]);
    expect(answer.result.items[0]).toEqual({
      id: paid,
      userId: ids.nora.id,
      user: { id: ids.nora.id, name: 'Nora', surname: 'Hansen', userName: '4790000001' },
      status: 1,
      paymentStatus: 1,
      creationTime: '2026-03-05T10:00:00.000Z',
      usedFrom: '2026-03-05T10:05:00.000Z',
      usedTo: null,
      location: { id: ids.ownLocation, name: 'Order test location' },
      door: { id: ids.ownDoor, name: 'O-01' },
      doorId: ids.ownDoor,
      doorPrice: 50,
      doorPriceExVat: 40,
      doorPriceVat: 10,
      invoiceName: 'Nora Hansen',
      invoicePhone: '4790000001',
      invoiceEmail: 'nora@example.no',
      invoiceCountryId: 1,
      payments: [
        {
          id: ids.payments.first,
          orderId: paid,
          reference: 'PAY-A',
          creationTime: '2026-03-05T10:00:01.000Z',
          status: 1,
          amount: 30,
        },
        {
          id: ids.payments.second,
          orderId: paid,
          reference: 'PAY-B',
          creationTime: '2026-03-05T11:00:00.000Z',
          status: 1,
          amount: 20,
        },
      ],
      concurrencyStamp: expect.any(String),
    });
    expect(answer.result.items[3]).toMatchObject({ paymentStatus: null, invoiceCountryId: null, payments: [] });
  });

  it('filters by status, payment status, invoice name and user, and sorts', async () => {
    const { paid, completed, cancelled, pending, waiting } = ids.orders;
    expect(await listedIds(atLocation(ids.ownLocation, [{ field: 'Status', operator: 'in', value: [1, 2] }]))).toEqual([
      paid,
      completed,
    ]);
    expect(await listedIds(atLocation(ids.ownLocation, [{ field: 'PaymentStatus', operator: 'is_null' }]))).toEqual([pending]);
    expect(await listedIds(atLocation(ids.ownLocation, [{ field: 'InvoiceName', operator: 'contains', value: 'hans' }]))).toEqual(
      [paid],
    );
    expect(await listedIds(atLocation(ids.ownLocation, [{ field: 'UserId', operator: 'equal', value: ids.emil.id }]))).toEqual([
      cancelled,
      pending,
      waiting,
    ]);
    expect(await listedIds(atLocation(ids.ownLocation, [], 'CreationTime ASC'))).toEqual([
      waiting,
      pending,
      cancelled,
      completed,
      paid,
    ]);
    expect(await listedIds(atLocation(ids.ownLocation, [], 'Status DESC'))).toEqual([
      waiting,
      cancelled,
      completed,
      paid,
      pending,
    ]);
  });

  it('keeps the orders in progress (Pending, Ordered, Waiting) with showAll false, and every order with showAll true', async () => {
    const { paid, completed, cancelled, pending, waiting } = ids.orders;
    const showAll = (value: boolean) => atLocation(ids.ownLocation, [{ field: 'showAll', operator: 'equal', value }]);
    expect(await listedIds(showAll(false))).toEqual([paid, pending, waiting]);
    expect(await listedIds(showAll(true))).toEqual([paid, completed, cancelled, pending, waiting]);
    const ofUser = { condition: 'and', filterRules: [{ field: 'UserId', operator: 'equal', value: ids.emil.id }] };
    const inProgress = { ...ofUser, filterRules: [...ofUser.filterRules, { field: 'ShowAll', operator: 'equal', value: false }] };
    expect(await listedIds({ filterRule: inProgress, maxResultCount: 100 })).toEqual([ids.orders.otherClients, pending, waiting]);
  });

  it('refuses showAll with another operator than equal, or a value that is not true or false, with 400 naming it', async () => {
    for (const rule of [
      { field: 'ShowAll', operator: 'not_equal', value: false },
      { field: 'ShowAll', operator: 'equal', value: 'no' },
      { field: 'ShowAll', operator: 'equal', value: null },
      { field: 'ShowAll', operator: 'is_null' },
    ]) {
      const answer = await list(atLocation(ids.ownLocation, [rule]));
      expect(answer.status, JSON.stringify(rule)).toBe(400);
      expect(answer.error?.validationErrors, JSON.stringify(rule)).toEqual([
        { message: expect.any(String), members: ['ShowAll'] },
      ]);
    }
    expect((await list({ sorting: 'ShowAll DESC' })).status).toBe(400);
  });

  it('refuses sorting by location (it filters only) and a field it does not offer with 400', async () => {
    for (const sorting of ['LocationId', 'ConcurrencyStamp']) {
      const answer = await list({ sorting });
      expect(answer.status, sorting).toBe(400);
      expect(answer.error?.code).toBe('Request.NotValid');
    }
  });

  it("lets support see every order, and a client administrator only its client's locations' orders", async () => {
    expect((await list(atLocation(ids.otherLocation), 'support')).result.items.map((order) => order.id)).toEqual([
      ids.orders.otherClients,
    ]);
    expect((await list(atLocation(ids.ownLocation), 'client')).result.totalCount).toBe(5);
    expect((await list(atLocation(ids.otherLocation), 'client')).result).toEqual({ items: [], totalCount: 0 });
    expect((await list(atLocation(ids.ownLocation), 'client-read')).result).toEqual({ items: [], totalCount: 0 });
    const everything = await list({ maxResultCount: 1000 }, 'client');
    expect(everything.result.items.map((order) => order.id)).not.toContain(ids.orders.otherClients);
  });
});

describe('Order/GetById', () => {
  it('answers an order as the list does, to admin and support', async () => {
    const [listed] = (await list(atLocation(ids.ownLocation))).result.items;
    for (const userName of ['admin', 'support']) {
      const answer = await call('GET', `GetById?id=${ids.orders.paid}`, undefined, userName);
      expect(answer.status, userName).toBe(200);
      expect(answer.result).toEqual(listed);
    }
  });

  it('answers 404 for an unknown order and 403 to a client administrator', async () => {
    expect((await call('GET', 'GetById?id=2000000000')).status).toBe(404);
    expect((await call('GET', `GetById?id=${ids.orders.paid}`, undefined, 'client')).status).toBe(403);
  });
});

describe('Order/ChangeOrderStatusToCompleted and ChangeOrderStatusToOrderd', () => {
  it('completes an order in progress, used until now, and reactivates it back to Ordered', async () => {
    const { orderId } = await insertPaidOrder(t.db, ids.nora.id, ids.ownDoor, [10]);
    const before = await storedOrder(orderId);
    const completed = await call('POST', `ChangeOrderStatusToCompleted?orderId=${orderId}`);
    expect(completed.status).toBe(200);
    expect(completed.result).toMatchObject({ id: orderId, status: 2, usedTo: t.clock().toISOString() });
    expect(completed.result.concurrencyStamp).not.toBe(before.concurrencyStamp);
    const reactivated = await call('POST', `ChangeOrderStatusToOrderd?orderId=${orderId}`);
    expect(reactivated.status).toBe(200);
    expect(reactivated.result).toMatchObject({ id: orderId, status: 1 });
    expect((await storedOrder(orderId)).status).toBe(1);
  });

  it('completes Pending and Waiting orders, and reactivates a Cancelled one', async () => {
    const { pending, waiting, cancelled } = ids.orders;
    for (const orderId of [pending, waiting])
      expect((await call('POST', `ChangeOrderStatusToCompleted?orderId=${orderId}`)).status).toBe(200);
    expect((await call('POST', `ChangeOrderStatusToOrderd?orderId=${cancelled}`)).result.status).toBe(1);
  });

  it('refuses to complete a Completed or Cancelled order, and to reactivate one in progress, with 400 and the message', async () => {
    const { orderId } = await insertPaidOrder(t.db, ids.nora.id, ids.ownDoor, [10]);
    const notFinished = await call('POST', `ChangeOrderStatusToOrderd?orderId=${orderId}`);
    expect(notFinished.status).toBe(400);
    expect(notFinished.error).toMatchObject({
      code: 'Order.NotFinished',
      message: 'Only a completed or cancelled order can be reactivated.',
    });
    await call('POST', `ChangeOrderStatusToCompleted?orderId=${orderId}`);
    const usedTo = (await storedOrder(orderId)).usedTo;
    t.clock.advanceMinutes(5);
    const again = await call('POST', `ChangeOrderStatusToCompleted?orderId=${orderId}`);
    expect(again.status).toBe(400);
    expect(again.error).toMatchObject({
      code: 'Order.AlreadyFinished',
      message: 'This order is already completed or cancelled.',
    });
    expect((await storedOrder(orderId)).usedTo).toEqual(usedTo);
  });

  it('answers 404 for an unknown order and 403 to support and client administrators, changing nothing', async () => {
    expect((await call('POST', 'ChangeOrderStatusToCompleted?orderId=2000000000')).status).toBe(404);
    const { orderId } = await insertPaidOrder(t.db, ids.nora.id, ids.ownDoor, [10]);
    for (const userName of ['support', 'client']) {
      expect((await call('POST', `ChangeOrderStatusToCompleted?orderId=${orderId}`, undefined, userName)).status).toBe(403);
    }
    expect((await storedOrder(orderId)).status).toBe(1);
  });
});

describe('Order/Refund', () => {
  it('refunds a Paid payment: the order is Partially Refunded, then Refunded when all its payments are', async () => {
    const { orderId, paymentIds } = await insertPaidOrder(t.db, ids.nora.id, ids.ownDoor, [30, 20]);
    const first = await call('POST', 'Refund', { paymentId: paymentIds[0] });
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({ id: orderId, paymentStatus: 3 });
    expect(first.result.payments.map((payment) => payment.status)).toEqual([2, 1]);
    const second = await call('POST', 'Refund', { paymentId: paymentIds[1] }, 'support');
    expect(second.status).toBe(200);
    expect(second.result.paymentStatus).toBe(2);
    expect(await paymentStatuses(orderId)).toEqual([2, 2]);
  });

  it('refuses a payment that is not Paid, or refunded already, with 400 and the message, changing nothing', async () => {
    const { orderId, paymentIds } = await insertPaidOrder(t.db, ids.nora.id, ids.ownDoor, [30]);
    await call('POST', 'Refund', { paymentId: paymentIds[0] });
    for (const paymentId of [paymentIds[0], ids.payments.notPaid]) {
      const answer = await call('POST', 'Refund', { paymentId });
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({
        code: 'Payment.NotRefundable',
        message: 'Only a paid payment can be refunded: this one is not paid, or is refunded already.',
      });
    }
    expect((await storedOrder(ids.orders.cancelled)).paymentStatus).toBe(0);
    expect((await storedOrder(orderId)).paymentStatus).toBe(2);
  });

  it('refunds a payment once when 20 refunds of it arrive at once', async () => {
    const { orderId, paymentIds } = await insertPaidOrder(t.db, ids.nora.id, ids.ownDoor, [30, 20]);
    const paymentId = paymentIds[0]!;
    const answers = await callsQueuedOnRowLock(
      t.database,
      (tx) => tx.select().from(payments).where(eq(payments.id, paymentId)).for('update'),
      Array.from({ length: 20 }, () => () => call('POST', 'Refund', { paymentId })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    expect(await paymentStatuses(orderId)).toEqual([2, 1]);
    expect((await storedOrder(orderId)).paymentStatus).toBe(3);
  });

  it('answers 404 for an unknown payment and 403 to client administrators, refunding nothing', async () => {
    expect((await call('POST', 'Refund', { paymentId: 2000000000 })).status).toBe(404);
    for (const userName of ['client', 'client-read']) {
      expect((await call('POST', 'Refund', { paymentId: ids.payments.otherClients }, userName)).status).toBe(403);
    }
    expect(await paymentStatuses(ids.orders.otherClients)).toEqual([1]);
  });
});

describe('the audit of orders', () => {
  const staffId = async (userName: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;
  const auditOf = (orderId: number) =>
    t.db
      .select({ userId: entityChanges.userId, propertyChanges: entityChanges.propertyChanges })
      .from(entityChanges)
      .where(and(eq(entityChanges.entityTypeFullName, 'Velo.Orders.Order'), eq(entityChanges.entityId, String(orderId))))
      .orderBy(entityChanges.id);

  it('records who completed, reactivated and refunded an order, with its statuses before and after', async () => {
    const { orderId, paymentIds } = await insertPaidOrder(t.db, ids.nora.id, ids.ownDoor, [30]);
    await call('POST', `ChangeOrderStatusToCompleted?orderId=${orderId}`);
    await call('POST', `ChangeOrderStatusToOrderd?orderId=${orderId}`);
    await call('POST', 'Refund', { paymentId: paymentIds[0] }, 'support');
    const [admin, support] = await Promise.all(['admin', 'support'].map(staffId));
    expect(await auditOf(orderId)).toEqual([
      { userId: admin, propertyChanges: [{ propertyName: 'status', originalValue: '1', newValue: '2' }] },
      { userId: admin, propertyChanges: [{ propertyName: 'status', originalValue: '2', newValue: '1' }] },
      { userId: support, propertyChanges: [{ propertyName: 'paymentStatus', originalValue: '1', newValue: '2' }] },
    ]);
  });

  it('records nothing for a refused transition', async () => {
    const { orderId } = await insertPaidOrder(t.db, ids.nora.id, ids.ownDoor, [30]);
    await call('POST', `ChangeOrderStatusToOrderd?orderId=${orderId}`);
    expect(await auditOf(orderId)).toEqual([]);
  });
});

describe('Order/SearchUserOrder', () => {
  const search = (query: string, userName = 'support') =>
    call<Page<Order>>('POST', `SearchUserOrder?${query}`, undefined, userName);

  it("pages a user's orders newest first", async () => {
    const { cancelled, pending, waiting, otherClients } = ids.orders;
    const all = await search(`userId=${ids.emil.id}&perPage=50`);
    expect(all.status).toBe(200);
    expect(all.result.items.map((order) => order.id)).toEqual([otherClients, cancelled, pending, waiting]);
    const second = await search(`userId=${ids.emil.id}&page=2&perPage=2`);
    expect(second.result).toMatchObject({ totalCount: 4, items: [{ id: pending }, { id: waiting }] });
  });

  it("finds one order, or none when it is not the user's", async () => {
    expect((await search(`orderId=${ids.orders.paid}`)).result.items.map((order) => order.id)).toEqual([ids.orders.paid]);
    expect((await search(`orderId=${ids.orders.paid}&userId=${ids.nora.id}`)).result.totalCount).toBe(1);
    expect((await search(`orderId=${ids.orders.paid}&userId=${ids.emil.id}`)).result).toEqual({ items: [], totalCount: 0 });
  });

  it("finds a client administrator only its client's orders, and refuses a search without an id with 400", async () => {
    const found = await search(`userId=${ids.emil.id}&perPage=50`, 'client');
    expect(found.result.items.map((order) => order.id)).not.toContain(ids.orders.otherClients);
    expect((await search(`orderId=${ids.orders.otherClients}`, 'client')).result.totalCount).toBe(0);
    const neither = await search('page=1');
    expect(neither.status).toBe(400);
    expect(neither.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(['orderId']);
  });
});

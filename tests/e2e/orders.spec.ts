import type { APIRequestContext, Page } from '@playwright/test';
import { unfinishedOrdersRule, type FieldRule, type Order, type orderListFields } from '@velo/api-client';
import { answerTo, askedOnReload, callApi, dataRows, expect, expectAccessible, pagerRange, signedIn, test } from './helpers.ts';

type OrderRule = FieldRule<typeof orderListFields>;

const rows = (page: Page) => dataRows(page, 'Orders');

/** The orders the user may see that match the rules, newest first, as the list asks for them. */
async function apiOrders(request: APIRequestContext, userName: string, filterRules: OrderRule[], maxResultCount = 30) {
  const answer = await callApi<{ items: Order[]; totalCount: number }>(request, userName, 'POST', 'Order/GetList', {
    sorting: 'CreationTime DESC',
    skipCount: 0,
    maxResultCount,
    filterRule: filterRules.length ? { condition: 'and', filterRules } : null,
  });
  expect(answer.status).toBe(200);
  return answer.result;
}

/** The newest order with a Paid payment: each refund makes it Refunded, so every run finds another. */
async function orderWithPaidPayment(request: APIRequestContext) {
  const [order] = (await apiOrders(request, 'admin', [{ field: 'PaymentStatus', operator: 'equal', value: 1 }], 1)).items;
  const payment = order?.payments.find((candidate) => candidate.status === 1);
  expect(payment, 'a demo order with a Paid payment').toBeDefined();
  return { order: order!, payment: payment! };
}

const pageRange = (first: number, total: number, size = 30) => pagerRange(first, total, size);

test('admin lists the unfinished orders, shows all, pages and filters by location', async ({ page, request }) => {
  const unfinished = await apiOrders(request, 'admin', [unfinishedOrdersRule]);
  const all = await apiOrders(request, 'admin', []);
  expect(all.totalCount).toBeGreaterThan(60);
  expect(unfinished.totalCount).toBeLessThan(all.totalCount);

  await signedIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByText(pageRange(1, unfinished.totalCount))).toBeVisible();
  await expect(rows(page)).toHaveCount(Math.min(30, unfinished.totalCount));
  await expect(rows(page).first()).toContainText(String(unfinished.items[0]!.id));
  await expectAccessible(page, 'orders');

  await page.getByText('Show all orders').click();
  await expect(page.getByText(pageRange(1, all.totalCount))).toBeVisible();
  await expect(rows(page).first().getByRole('rowheader')).toHaveText(String(all.items[0]!.id));
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(pageRange(31, all.totalCount))).toBeVisible();

  const invoiceName = all.items.find((order) => order.invoiceName)!.invoiceName!;
  const byName = await apiOrders(request, 'admin', [{ field: 'InvoiceName', operator: 'contains', value: invoiceName }]);
  await page.getByRole('searchbox', { name: 'Invoice name' }).fill(invoiceName);
  await expect(page.getByText(pageRange(1, byName.totalCount))).toBeVisible();
  await expect(rows(page).first().getByRole('rowheader')).toHaveText(String(byName.items[0]!.id));
  await page.getByRole('searchbox', { name: 'Invoice name' }).clear();

  const location = all.items[0]!.location;
  const atLocation = await apiOrders(request, 'admin', [{ field: 'LocationId', operator: 'equal', value: location.id }]);
  await page.getByRole('combobox', { name: 'Location' }).fill(location.name);
  await page.getByRole('option', { name: location.name, exact: true }).click();
  await expect(page.getByText(pageRange(1, atLocation.totalCount))).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText(location.name);
});

test('opened by its address, the list asks for its orders once the user is known, before the page draws its filters', async ({
  page,
}) => {
  await signedIn(page, 'admin');
  // The first visit's own calls answered, the location picker's last, so none is taken for the reload's.
  const locationsAnswered = answerTo(page, 'Location/GetListAllLocations');
  await page.goto('/#/orders?invoiceName=a');
  await expect(rows(page).first()).toBeVisible();
  await locationsAnswered;

  const asked = await askedOnReload(
    page,
    { calls: ['User/GetUserById', 'Order/GetList', 'Location/GetListAllLocations'], chunks: ['LocationPicker'] },
    async () => {
      await expect(rows(page).first()).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Location' })).toBeVisible();
    },
  );
  // Asked for ahead with the address's invoice name: the page takes that answer rather than asking again.
  expect(asked).toEqual(['User/GetUserById', 'Order/GetList', 'LocationPicker', 'Location/GetListAllLocations']);
});

test('admin opens an order from the list, completes it and reactivates it', async ({ page, request }) => {
  const [newest] = (await apiOrders(request, 'admin', [unfinishedOrdersRule], 1)).items;

  await signedIn(page, 'admin', '/#/orders');
  await rows(page).first().getByRole('rowheader').click();
  await expect(page).toHaveURL(new RegExp(`#/orders/${newest!.id}/show$`));
  await expect(page.getByRole('heading', { name: `Order ${newest!.id}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Payments' })).toBeVisible();
  await expectAccessible(page, 'order');

  await expect(page.getByRole('button', { name: 'Reactivate order' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete order' }).click();
  await expect(page.getByText('Order completed')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Completed' })).toBeVisible();
  expect((await callApi<Order>(request, 'admin', 'GET', `Order/GetById?id=${newest!.id}`)).result.status).toBe(2);

  await expect(page.getByRole('button', { name: 'Complete order' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reactivate order' }).click();
  await expect(page.getByText('Order reactivated')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Ordered' })).toBeVisible();
  expect((await callApi<Order>(request, 'admin', 'GET', `Order/GetById?id=${newest!.id}`)).result.status).toBe(1);

  await page.getByRole('tab', { name: 'Invoice/Shipping' }).click();
  await expect(page).toHaveURL(new RegExp(`#/orders/${newest!.id}/show/invoice$`));
  await expect(page.getByRole('definition').filter({ hasText: /^(Norway|Sweden|Finland)$/ })).toBeVisible();
  await expectAccessible(page);
});

test('admin refunds a Paid payment once; the API refuses it the second time', async ({ page, request }) => {
  const { order, payment } = await orderWithPaidPayment(request);

  await signedIn(page, 'admin', `/#/orders/${order.id}/show`);
  const paymentRow = page.getByRole('grid', { name: 'Payments' }).getByRole('row').filter({ hasText: payment.reference! });
  await paymentRow.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Order refund success')).toBeVisible();
  await expect(paymentRow).toContainText('Refunded');
  await expect(paymentRow.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  const again = await callApi(request, 'admin', 'POST', 'Order/Refund', { paymentId: payment.id });
  expect(again.status).toBe(400);
});

test('support may refund but not complete an order', async ({ page, request }) => {
  const { order, payment } = await orderWithPaidPayment(request);

  await signedIn(page, 'support', '/#/orders');
  await expect(rows(page).first()).toBeVisible();
  await page.goto(`/#/orders/${order.id}/show`);
  await expect(page.getByRole('heading', { name: `Order ${order.id}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reactivate order' })).toHaveCount(0);
  const complete = await callApi(request, 'support', 'POST', `Order/ChangeOrderStatusToCompleted?orderId=${order.id}`);
  expect(complete.status).toBe(403);

  const paymentRow = page.getByRole('grid', { name: 'Payments' }).getByRole('row').filter({ hasText: payment.reference! });
  await paymentRow.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Order refund success')).toBeVisible();
  await expect(paymentRow).toContainText('Refunded');
});

test("client-read lists only its locations' orders and may not open one", async ({ page, request }) => {
  const mine = await apiOrders(request, 'client-read', []);
  const all = await apiOrders(request, 'admin', [], 1);
  expect(mine.totalCount).toBeGreaterThan(0);
  expect(mine.totalCount).toBeLessThan(all.totalCount);
  const myLocations = new Set(
    (await callApi<Array<{ id: number }>>(request, 'client-read', 'GET', 'Location/GetListAllLocations')).result.map(
      (location) => location.id,
    ),
  );
  expect(mine.items.every((order) => myLocations.has(order.location.id))).toBe(true);

  await signedIn(page, 'client-read', '/#/orders?showAll=1');
  await expect(page.getByText(pageRange(1, mine.totalCount))).toBeVisible();
  await expect(rows(page).first().getByRole('rowheader')).toHaveText(String(mine.items[0]!.id));

  await page.goto(`/#/orders/${mine.items[0]!.id}/show`);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test('order rows link to the order for support, and are no links for a client administrator, who may not open it', async ({
  page,
}) => {
  await signedIn(page, 'support', '/#/orders?showAll=1');
  const supportRow = rows(page).first();
  await expect(supportRow.getByRole('rowheader')).toHaveText(/^\d+$/);
  const id = await supportRow.getByRole('rowheader').textContent();
  await expect(supportRow).toHaveAttribute('data-href', `#/orders/${id}/show`);
  await supportRow.getByRole('rowheader').click();
  await expect(page.getByRole('heading', { name: `Order ${id}`, level: 1 })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signedIn(page, 'client');
  await page.goto('/#/orders?showAll=1');
  const clientRow = rows(page).first();
  await expect(clientRow.getByRole('rowheader')).toHaveText(/^\d+$/);
  await expect(rows(page).and(page.locator('[data-href]'))).toHaveCount(0);
  await clientRow.getByRole('rowheader').click();
  await expect(page).toHaveURL(/#\/orders\?showAll=1$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toHaveCount(0);
});

test("a location's Orders tab lists its orders, 25 a page, each opening the order", async ({ page, request }) => {
  const [newest] = (await apiOrders(request, 'admin', [], 1)).items;
  const location = newest!.location;
  const ofLocation = await apiOrders(request, 'admin', [{ field: 'LocationId', operator: 'equal', value: location.id }], 25);
  expect(ofLocation.totalCount, 'a demo location with more than a page of orders').toBeGreaterThan(25);
  const tabRows = dataRows(page, `Orders at ${location.name}`);

  await signedIn(page, 'admin', `/#/locations/${location.id}/orders`);
  await page.getByText('Show all orders').click();
  await expect(page.getByText(pageRange(1, ofLocation.totalCount, 25))).toBeVisible();
  await expect(tabRows).toHaveCount(25);
  await expect(tabRows.first().getByRole('rowheader')).toHaveText(String(ofLocation.items[0]!.id));
  await expect(tabRows.first()).toContainText(ofLocation.items[0]!.door.name);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(pageRange(26, ofLocation.totalCount, 25))).toBeVisible();
  await tabRows.first().getByRole('rowheader').click();
  await expect(page).toHaveURL(/#\/orders\/\d+\/show$/);
});

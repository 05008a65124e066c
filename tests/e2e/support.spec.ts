import type { Page } from '@playwright/test';
import type { Order } from '@velo/api-client';
import { callApi, dataRows, expect, expectAccessible, signedIn, test } from './helpers.ts';

const foundRows = (page: Page) => dataRows(page, 'Orders found');

/** The newest order with a Paid payment: each refund makes it Refunded, so every run finds another. */
async function paidOrder(request: Parameters<typeof callApi>[0]) {
  const answer = await callApi<{ items: Order[] }>(request, 'admin', 'POST', 'Order/GetList', {
    sorting: 'CreationTime DESC',
    maxResultCount: 1,
    filterRule: { condition: 'and', filterRules: [{ field: 'PaymentStatus', operator: 'equal', value: 1 }] },
  });
  const order = answer.result.items[0]!;
  return { order, payment: order.payments.find((payment) => payment.status === 1)! };
}

test("support finds a user's orders by the user's id, opens one's payments and refunds one", async ({ page, request }) => {
  const { order, payment } = await paidOrder(request);
  const ofUser = await callApi<{ items: Order[]; totalCount: number }>(
    request,
    'support',
    'POST',
    `Order/SearchUserOrder?userId=${order.userId}&perPage=10`,
  );
  expect(ofUser.status).toBe(200);

  await signedIn(page, 'support');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter a user ID, an order ID or both.')).toBeVisible();
  await expectAccessible(page, 'support');

  await page.getByLabel('User ID').fill(String(order.userId));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`#/support\\?userId=${order.userId}$`));
  await expect(foundRows(page)).toHaveCount(Math.min(10, ofUser.result.totalCount));
  await expect(foundRows(page).first().getByRole('rowheader')).toHaveText(String(ofUser.result.items[0]!.id));

  await expectAccessible(page);

  const row = foundRows(page).filter({ has: page.getByRole('rowheader', { name: String(order.id), exact: true }) });
  await row.getByRole('button', { name: `Show details for ${order.id}` }).click();
  const payments = page.getByRole('grid', { name: `Payments of order ${order.id}` });
  const paymentRow = payments.getByRole('row').filter({ hasText: payment.reference! });
  await paymentRow.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Order refund success')).toBeVisible();
  await expect(paymentRow).toContainText('Refunded');
  expect(
    (await callApi<Order>(request, 'admin', 'GET', `Order/GetById?id=${order.id}`)).result.payments.find(
      (refunded) => refunded.id === payment.id,
    )?.status,
  ).toBe(2);
});

test("support finds one order by its id and follows it to its page and to its user's other orders", async ({ page, request }) => {
  const { order } = await paidOrder(request);

  await signedIn(page, 'support', `/#/support?orderId=${order.id}`);
  await expect(foundRows(page)).toHaveCount(1);
  await expect(page.getByLabel('Order ID')).toHaveValue(String(order.id));
  await foundRows(page)
    .getByRole('button', { name: `Show details for ${order.id}` })
    .click();
  await page.getByRole('link', { name: /^All orders of / }).click();
  await expect(page).toHaveURL(new RegExp(`#/support\\?userId=${order.userId}$`));
  await expect(page.getByLabel('User ID')).toHaveValue(String(order.userId));
  await expect(page.getByLabel('Order ID')).toHaveValue('');

  await page.goto(`/#/support?orderId=${order.id}`);
  await foundRows(page)
    .getByRole('rowheader', { name: String(order.id), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/orders/${order.id}/show$`));
});

test('a client administrator may not open the support screen', async ({ page }) => {
  await signedIn(page, 'client', '/#/support');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

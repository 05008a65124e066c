import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Location, OrderLengthEntry } from '@velo/api-client';
import { callApi, expect, expectAccessible, signedIn, test, uniqueName } from './helpers.ts';
import { days, lastWeek, noonYesterday, type DateRange } from './periods.ts';

// The browser runs in the runner's zone, as these checks do: periods from local midnight to local midnight.
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const allTime: DateRange = { from: null, to: null };

/** The number of orders the server counts for a period, as the "Number of orders" card shows it. */
async function orderCount(request: APIRequestContext, userName: string, range: DateRange, period: number) {
  const answer = await callApi<OrderLengthEntry[]>(request, userName, 'POST', 'Dashboard/GetOrderLength', {
    ...range,
    period,
    timeZone,
  });
  expect(answer.status).toBe(200);
  return answer.result.find((entry) => entry.label === 'Count')!;
}

/** A dashboard card, by its heading. */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });

/** The history chart's bars as its table gives them ("Show as table"): a row per bar, its label and its orders. */
async function historyBars(page: Page) {
  const history = card(page, 'All orders history');
  const toggle = history.getByRole('button', { name: 'Show as table' });
  await toggle.click();
  const rows = history
    .getByRole('table', { name: 'All orders history' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  await expect(rows.first()).toBeVisible();
  const bars = await rows.evaluateAll((found) =>
    found.map((row) => ({
      label: row.querySelector('th')!.textContent!,
      orders: Number(row.querySelector('td')!.textContent!.replaceAll(',', '')),
    })),
  );
  await history.getByRole('button', { name: 'Hide table' }).click();
  return bars;
}
const ordersIn = (bars: Array<{ orders: number }>) => bars.reduce((total, bar) => total + bar.orders, 0);

const rankedLabels = (page: Page, title: string) =>
  card(page, title).getByRole('grid', { name: title }).getByRole('rowheader').allInnerTexts();

/** A dropdown of the filter bar; its button reads the choice, then the label. */
const dropdown = (page: Page, label: 'Client' | 'Location') =>
  page.getByRole('group', { name: 'Filter the dashboard' }).getByRole('button', { name: new RegExp(`${label}$`) });

async function choose(page: Page, select: 'Client' | 'Location', option: string) {
  await dropdown(page, select).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('each period tab shows its own figures; All time has no comparison', async ({ page, request }) => {
  const now = noonYesterday();
  await page.clock.install({ time: now });
  const today = await orderCount(request, 'admin', days(now, 0, 1), 0);
  const week = await orderCount(request, 'admin', lastWeek(now), 3);
  const ever = await orderCount(request, 'admin', allTime, 6);
  expect(week.value, 'the demo has more orders in a week than in a day').toBeGreaterThan(today.value);
  expect(ever.value).toBeGreaterThan(week.value);

  await signedIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  const orders = card(page, 'Number of orders');
  await expect(orders.getByText(today.displayText, { exact: true })).toBeVisible();
  // Today by the hour, its orders all there.
  const todayBars = await historyBars(page);
  expect(todayBars).toHaveLength(24);
  expect(ordersIn(todayBars)).toBe(today.value);
  await expect(card(page, 'Revenue')).toContainText(/\d\.\d\d NOK/);
  await expect(card(page, 'Top 10 Locations').getByRole('grid', { name: 'Top 10 Locations' })).toBeVisible();
  await expectAccessible(page, 'home');

  await page.getByRole('tab', { name: 'Last week' }).click();
  await expect(page).toHaveURL(/period=3/);
  await expect(orders.getByText(week.displayText, { exact: true })).toBeVisible();
  // Last week by the day.
  const weekBars = await historyBars(page);
  expect(weekBars).toHaveLength(7);
  expect(ordersIn(weekBars)).toBe(week.value);

  await page.getByRole('tab', { name: 'All time' }).click();
  await expect(orders.getByText(ever.displayText, { exact: true })).toBeVisible();
  for (const title of ['Revenue', 'Average parked duration', 'Number of orders']) {
    await expect(card(page, title)).toContainText('No Change vs previous period');
  }
  // All time by the month.
  const monthBars = await historyBars(page);
  expect(monthBars.length).toBeGreaterThanOrEqual(12);
  expect(ordersIn(monthBars)).toBe(ever.value);

  // The address keeps the period.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
  await expect(orders.getByText(ever.displayText, { exact: true })).toBeVisible();
});

test('a custom range typed into the date-range picker shows its figures', async ({ page, request }) => {
  const now = noonYesterday();
  await page.clock.install({ time: now });
  // The 1st to the 10th of last month.
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const afterLast = new Date(now.getFullYear(), now.getMonth() - 1, 11);
  const range = { from: first.toISOString(), to: afterLast.toISOString() };
  const expected = await orderCount(request, 'admin', range, 7);
  const dayMonthYear = (day: Date) =>
    `${String(day.getDate()).padStart(2, '0')}${String(day.getMonth() + 1).padStart(2, '0')}${day.getFullYear()}`;

  await signedIn(page, 'admin');
  await page.getByRole('tab', { name: 'Custom range' }).click();
  await expect(page.getByText('Choose a range')).toBeVisible();
  await page.getByRole('group', { name: 'Custom range' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(dayMonthYear(first) + dayMonthYear(new Date(afterLast.getTime() - 86_400_000)));
  await expect(page).toHaveURL(/period=7&from=.+&to=/);
  await expect(card(page, 'Number of orders').getByText(expected.displayText, { exact: true })).toBeVisible();
  const bars = await historyBars(page);
  expect(bars).toHaveLength(10);
  expect(ordersIn(bars)).toBe(expected.value);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Custom range' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, 'Number of orders').getByText(expected.displayText, { exact: true })).toBeVisible();
});

test("a client administrator's dashboard is its own client's", async ({ page, request }) => {
  const own = await callApi<{ items: Array<{ id: number; name: string }> }>(request, 'client', 'GET', 'Client/GetAll');
  const client = own.result.items[0]!;
  const locations = await callApi<Array<{ id: number; name: string }>>(request, 'client', 'GET', 'Dashboard/GetAllLocations');
  const names = new Set(locations.result.map((location) => location.name));

  await signedIn(page, 'client', '/#/?period=6');
  const clientSelect = dropdown(page, 'Client');
  await expect(clientSelect).toBeDisabled();
  await expect(clientSelect).toContainText(client.name);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expect(card(page, 'Top 10 Locations').getByRole('rowheader').first()).toBeVisible();
  for (const name of await rankedLabels(page, 'Top 10 Locations')) expect(names, `${name} is the client's`).toContain(name);

  await dropdown(page, 'Location').click();
  await expect(page.getByRole('option')).toHaveText(['All', ...locations.result.map((location) => location.name)]);
  await page.keyboard.press('Escape');
  await expectAccessible(page);
});

test('admin: a client resets the location and narrows its choices; Clear filters shows everything again', async ({
  page,
  request,
}) => {
  const clients = await callApi<{ items: Array<{ id: number; name: string }> }>(request, 'client', 'GET', 'Client/GetAll');
  const client = clients.result.items[0]!;
  const everywhere = await callApi<Array<{ id: number; name: string }>>(request, 'admin', 'GET', 'Dashboard/GetAllLocations');
  const ofClient = await callApi<Array<{ id: number; name: string }>>(
    request,
    'admin',
    'GET',
    `Dashboard/GetAllLocations?ClientId=${client.id}`,
  );
  expect(ofClient.result.length).toBeLessThan(everywhere.result.length);
  const elsewhere = everywhere.result.find((location) => !ofClient.result.some((mine) => mine.id === location.id))!;

  await signedIn(page, 'admin', '/#/?period=6');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await choose(page, 'Location', elsewhere.name);
  await expect(page).toHaveURL(new RegExp(`location=${elsewhere.id}`));
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();

  await choose(page, 'Client', client.name);
  await expect(page).toHaveURL(new RegExp(`client=${client.id}`));
  await expect(page).not.toHaveURL(/location=/);
  await expect(dropdown(page, 'Location')).toContainText('All');
  await dropdown(page, 'Location').click();
  await expect(page.getByRole('option')).toHaveText(['All', ...ofClient.result.map((location) => location.name)]);
  await page.keyboard.press('Escape');
  const names = new Set(ofClient.result.map((location) => location.name));
  await expect(card(page, 'Top 10 Locations').getByRole('rowheader').first()).toBeVisible();
  for (const name of await rankedLabels(page, 'Top 10 Locations')) expect(names, `${name} is the client's`).toContain(name);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/client=|location=/);
  await expect(dropdown(page, 'Client')).toContainText('All');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
});

test('Download Report saves report.csv, its cells neutralised', async ({ page, request }) => {
  const name = uniqueName('=HYPERLINK("http://x")');
  const made = await callApi<Location>(request, 'admin', 'POST', 'Location/Create', { name, locationType: 0, countryId: 1 });
  expect(made.status).toBe(200);

  await signedIn(page, 'admin', '/#/?period=6');
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe('report.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const fromServer = await callApi<string>(request, 'admin', 'POST', 'Dashboard/csvreport', { ...allTime, period: 6, timeZone });
  expect(csv).toBe(fromServer.result);
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe('Location Id,Location,Client,Orders,Average parked duration (min),Revenue');
  // Led by ' so that a spreadsheet shows the formula instead of running it, and quoted for its quotes; no orders yet.
  expect(rows).toContain(`${made.result.id},"'${name.replaceAll('"', '""')}",,0,0.00,0.00`);
  for (const row of rows) expect(row.split(',')[1], row).not.toMatch(/^"?[=+\-@]/);
});

test('a card that fails says so with a Retry that loads it, and the others still show', async ({ page, request }) => {
  const today = await orderCount(request, 'admin', days(new Date(), 0, 1), 0);
  let failing = true;
  await page.route('**/api/services/app/Dashboard/GetTopLocations', (route) =>
    failing
      ? route.fulfill({ status: 500, json: { success: false, error: { code: 'Unexpected', message: 'Down for a moment' } } })
      : route.continue(),
  );

  let asked = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/Dashboard/GetTopLocations')) asked += 1;
  });
  await signedIn(page, 'admin');
  const top = card(page, 'Top 10 Locations');
  await expect(top.getByText('Could not load Top 10 Locations.')).toBeVisible();
  // Only Retry asks again: SWR's own first retry would come within 10 s and turn the card to its spinner, taking the
  // button from under the pointer.
  await page.waitForTimeout(11_000);
  expect(asked).toBe(1);
  await expect(card(page, 'Number of orders').getByText(today.displayText, { exact: true })).toBeVisible();
  await expectAccessible(page);

  failing = false;
  await top.getByRole('button', { name: 'Retry' }).click();
  await expect(top.getByText('Could not load Top 10 Locations.')).toHaveCount(0);
  await expect(top.getByRole('grid', { name: 'Top 10 Locations' })).toBeVisible();
});

test("support's home is the support screen", async ({ page }) => {
  await signedIn(page, 'support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Find orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  await expectAccessible(page);
});

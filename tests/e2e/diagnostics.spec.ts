import type { APIRequestContext, Page } from '@playwright/test';
import type { DiagnosticStatistic, DoorDiagnostics, Page as ListPage } from '@velo/api-client';
import { callApi, dataRows, expect, expectAccessible, pagerRange, signedIn, test } from './helpers.ts';
import { days, lastWeek, noonYesterday, type DateRange } from './periods.ts';

const statistic = async (request: APIRequestContext, body: DateRange & { locationId?: number; doorId?: number }) => {
  const answer = await callApi<DiagnosticStatistic>(request, 'admin', 'POST', 'Diagnostic/GetDiagnosticStatistic', body);
  expect(answer.status).toBe(200);
  return answer.result;
};

const doorTotals = async (request: APIRequestContext, range: DateRange, locationId?: number) => {
  const filterRules = [
    ...(locationId === undefined ? [] : [{ field: 'Door.LocationId', operator: 'equal', value: locationId }]),
    ...(range.from ? [{ field: 'UsedFrom', operator: 'gte', value: range.from }] : []),
    ...(range.to ? [{ field: 'UsedTo', operator: 'lt', value: range.to }] : []),
  ];
  const answer = await callApi<ListPage<DoorDiagnostics>>(request, 'admin', 'POST', 'Diagnostic/GetDiagnosticInfo', {
    sorting: 'Id DESC',
    maxResultCount: 1000,
    filterRule: filterRules.length ? { condition: 'and', filterRules } : null,
  });
  expect(answer.status).toBe(200);
  return answer.result;
};

/** The counts the summary's legend shows, as its table gives them to a screen reader. */
async function expectSummary(page: Page, title: string, counts: DiagnosticStatistic) {
  const legend = page.getByRole('table', { name: title });
  const format = (count: number) => count.toLocaleString('en-GB');
  await expect(legend.getByRole('row', { name: /^Successes/ })).toContainText(format(counts.successes));
  await expect(legend.getByRole('row', { name: /^Warnings/ })).toContainText(format(counts.warnings));
  await expect(legend.getByRole('row', { name: /^Errors/ })).toContainText(format(counts.errors));
}

test('the diagnostics list opens on Today; All time, a custom range and a location change the numbers', async ({
  page,
  request,
}) => {
  const now = noonYesterday();
  await page.clock.install({ time: now });
  const todayRange = days(now, 0, 1);
  const allTime = { from: null, to: null };
  const [todayCounts, allCounts] = [await statistic(request, todayRange), await statistic(request, allTime)];
  expect(todayCounts.successes + todayCounts.warnings + todayCounts.errors, 'demo diagnostics today').toBeGreaterThan(0);
  expect(allCounts.successes).toBeGreaterThan(todayCounts.successes);

  await signedIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Diagnostics' }).click();
  await expect(page.getByRole('heading', { name: 'Diagnostics', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await expectSummary(page, 'All doors summary', todayCounts);
  const todayDoors = await doorTotals(request, todayRange);
  await expect(page.getByText(pagerRange(1, todayDoors.totalCount, 10))).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'All time' }).click();
  await expectSummary(page, 'All doors summary', allCounts);
  const firstDoor = (await doorTotals(request, allTime)).items[0]!;
  const firstRow = dataRows(page, 'Diagnostics by door').first();
  await expect(firstRow).toContainText(firstDoor.doorName);
  await expect(firstRow).toContainText(firstDoor.successes.toLocaleString('en-GB'));

  await page.getByRole('tab', { name: 'Custom range' }).click();
  await page.getByRole('button', { name: /Calendar/ }).click();
  await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Last Week' }).click();
  await expect(page).toHaveURL(/period=4&from=.+&to=/);
  await expectSummary(page, 'All doors summary', await statistic(request, lastWeek(now)));
  await expectAccessible(page, 'diagnostics');

  await page.getByRole('tab', { name: 'All time' }).click();
  const location = { id: firstDoor.locationId, name: firstDoor.locationName };
  await page.getByRole('combobox', { name: 'Location' }).fill(location.name);
  await page.getByRole('option', { name: location.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`location=${location.id}`));
  await expectSummary(page, 'All doors summary', await statistic(request, { ...allTime, locationId: location.id }));
  const atLocation = await doorTotals(request, allTime, location.id);
  await expect(dataRows(page, 'Diagnostics by door')).toHaveCount(Math.min(10, atLocation.totalCount));
  for (const row of await dataRows(page, 'Diagnostics by door').all()) await expect(row).toContainText(location.name);
});

test("a door's diagnostics page lists its diagnostics in the list's period, and a door without any says so", async ({
  page,
  request,
}) => {
  const allTime = { from: null, to: null };
  const door = (await doorTotals(request, allTime)).items[0]!;
  const doorCounts = await statistic(request, { ...allTime, doorId: door.id });

  await signedIn(page, 'admin', '/#/diagnostic?period=0');
  const firstRow = dataRows(page, 'Diagnostics by door').first();
  // All time's first door, once the page has it (Today's may come first).
  await expect(firstRow).toContainText(String(door.id));
  await firstRow.getByRole('rowheader', { name: door.doorName }).click();
  await expect(page).toHaveURL(new RegExp(`#/diagnostic/${door.id}/show\\?period=0$`));
  await expect(page.getByRole('heading', { name: `Diagnostics of door ${door.doorName}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
  await expectSummary(page, 'Summary', doorCounts);
  const total = doorCounts.successes + doorCounts.warnings + doorCounts.errors;
  await expect(page.getByText(pagerRange(1, total, 10))).toBeVisible();
  await expect(dataRows(page, `Diagnostics of door ${door.doorName}`).first()).toContainText(/\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d/);
  await expectAccessible(page);

  const doors = await callApi<ListPage<{ id: number; name: string }>>(request, 'admin', 'POST', 'Door/GetList', {
    maxResultCount: 1000,
  });
  const withData = new Set((await doorTotals(request, allTime)).items.map((row) => row.id));
  const silent = doors.result.items.find((candidate) => !withData.has(candidate.id));
  expect(silent, 'a demo door without diagnostics').toBeDefined();
  await page.goto(`/#/diagnostic/${silent!.id}/show?period=0`);
  await expect(page.getByText('No diagnostics data')).toBeVisible();
  await expect(page.getByText('No data', { exact: true })).toBeVisible();
  await expectAccessible(page, 'door diagnostics');
});

test('only admins have the diagnostics', async ({ page }) => {
  await signedIn(page, 'support', '/#/diagnostic');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

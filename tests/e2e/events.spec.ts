import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Door, Location } from '@velo/api-client';
import { apiToken, callApi, expect, expectAccessible, pagerRange, signedIn, test, uniqueName } from './helpers.ts';

/** A new location with one door without a lock, under names no other journey uses. */
async function newLocationWithDoor(request: APIRequestContext, base: string) {
  const location = await callApi<Location>(request, 'admin', 'POST', 'Location/Create', {
    name: uniqueName(base),
    locationType: 0,
    countryId: 1,
  });
  expect(location.status).toBe(200);
  const door = await callApi<Door>(request, 'admin', 'POST', 'Door/Create', {
    locationId: location.result.id,
    name: uniqueName('Hendelsesdør'),
    lockType: 0,
  });
  expect(door.status).toBe(200);
  return { location: location.result, door: door.result };
}

const tableOf = (page: Page, name: 'Door Events' | 'Location Events') => page.getByRole('grid', { name });

/** The cells of a table's rows below its header, as text. */
const rowsOf = (table: Locator) => async () => {
  const rows = await table.getByRole('row').all();
  return Promise.all(rows.slice(1).map((row) => row.locator('th, td').allTextContents()));
};

const timestamp = expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);

async function search(page: Page, location: string, door = '') {
  await page.getByRole('textbox', { name: 'Location' }).fill(location);
  await page.getByRole('textbox', { name: 'Door' }).fill(door);
  await page.getByRole('button', { name: 'Search' }).click();
}

test('a door disabled and enabled and a location made private show in the Events tables with who did it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { location, door } = await newLocationWithDoor(request, 'Hendelser sykkelhotell');

  // The door disabled with a reason on the location's doors, then enabled again.
  await signedIn(page, 'admin', `/#/locations/${location.id}/doors`);
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: `${door.name} enabled` }) })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Disable door?' });
  await confirm.getByRole('textbox', { name: 'Reason' }).fill('Broken hinge');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Status successfully changed')).toBeVisible();
  expect((await callApi(request, 'admin', 'POST', 'Door/Activate', { id: door.id, isActive: true })).status).toBe(200);
  // The location made private on its Access Control tab's call.
  const madePrivate = await callApi(request, 'admin', 'PUT', 'Location/saveAccessControl', {
    id: location.id,
    accessControlType: 1,
    clientId: null,
    isActive: false,
    openFrom: null,
    openTo: null,
    allDay: true,
    groupIds: [],
    concurrencyStamp: location.concurrencyStamp,
  });
  expect(madePrivate.status).toBe(200);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  // Enter in a field searches as the button does; the address keeps the search.
  await page.getByRole('textbox', { name: 'Location' }).fill(location.name.toUpperCase());
  await page.getByRole('textbox', { name: 'Door' }).fill(door.name);
  await page.getByRole('textbox', { name: 'Door' }).press('Enter');
  await expect(page).toHaveURL(/#\/events\?.*location=/);

  const doorEvents = tableOf(page, 'Door Events');
  await expect.poll(rowsOf(doorEvents)).toEqual([
    [String(location.id), location.name, String(door.id), door.name, 'Enabled', 'N/A', 'admin', timestamp],
    [String(location.id), location.name, String(door.id), door.name, 'Disabled', 'Broken hinge', 'admin', timestamp],
  ]);
  await expect(page.getByText(pagerRange(1, 2, 25))).toBeVisible();
  await expect
    .poll(rowsOf(tableOf(page, 'Location Events')))
    .toEqual([[String(location.id), location.name, 'AccessControlType', 'Public', 'Private', 'admin', timestamp]]);
  await expectAccessible(page);
  // The address holds the search: a reload shows the same events.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Door' })).toHaveValue(door.name);
  await expect.poll(rowsOf(doorEvents)).toHaveLength(2);

  // What is typed applies on Search only.
  await page.getByRole('textbox', { name: 'Location' }).fill(uniqueName('Ingen slik plass'));
  await expect(doorEvents.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(doorEvents.getByText('No data')).toBeVisible();
  await expect(tableOf(page, 'Location Events').getByText('No data')).toBeVisible();
  await expectAccessible(page);
});

test('the door events page by 25, newest first', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { location, door } = await newLocationWithDoor(request, 'Hendelser bla');
  const token = await apiToken(request, 'admin');
  for (let toggle = 1; toggle <= 26; toggle++) {
    const answer = await request.post('/api/services/app/Door/Activate', {
      headers: { Authorization: `Bearer ${token}` },
      data: { id: door.id, isActive: toggle % 2 === 0, description: `Toggle ${toggle}` },
    });
    expect(answer.status()).toBe(200);
  }

  await signedIn(page, 'admin', '/#/events');
  await search(page, location.name);
  const doorEvents = tableOf(page, 'Door Events');
  await expect(doorEvents.getByRole('row')).toHaveCount(26);
  await expect(page.getByText(pagerRange(1, 26, 25))).toBeVisible();
  await expect(doorEvents.getByRole('row').nth(1)).toContainText('Toggle 26');

  const doorEventsCard = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Door Events' }) });
  await doorEventsCard.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(pagerRange(26, 26, 25))).toBeVisible();
  await expect(doorEvents.getByRole('row')).toHaveCount(2);
  await expect(doorEvents.getByRole('row').nth(1)).toContainText('Toggle 1');
  await expect(doorEvents.getByRole('row').nth(1)).toContainText('Disabled');
  await expect(page).toHaveURL(/doorPage=2/);
  await expectAccessible(page, 'events');
});

test('support reads the events from its menu', async ({ page }) => {
  await signedIn(page, 'support');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(tableOf(page, 'Door Events')).toBeVisible();
  await expect(tableOf(page, 'Location Events')).toBeVisible();
  await expect(page.getByText('Could not load')).toHaveCount(0);
  await expectAccessible(page);
});

test('a client administrator is shown Access denied at /events', async ({ page }) => {
  await signedIn(page, 'client', '/#/events');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
});

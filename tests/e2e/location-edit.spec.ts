import type { Page } from '@playwright/test';
import type { Location } from '@velo/api-client';
import { callApi, expect, expectAccessible, signedIn, test, uniqueName } from './helpers.ts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('admin creates a location at a point chosen on the map, is refused activation until it is priced, then prices and activates it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = uniqueName('Bryggen sykkelhotell');
  await signedIn(page, 'admin', '/#/locations');
  await page.getByRole('link', { name: 'New location' }).click();
  await expect(page).toHaveURL(/#\/locations\/create$/);
  await expect(tab(page, 'Details')).toHaveAttribute('aria-selected', 'true');
  for (const later of ['Doors', 'Access Control', 'Pricing'])
    await expect(tab(page, later)).toHaveAttribute('aria-disabled', 'true');

  // This machine reaches no tile server: the map says so, and the marker and coordinates still work.
  const map = page.getByRole('application', { name: 'Location map' });
  await expect(page.getByText('Map tiles could not be loaded. The marker and coordinates still work.')).toBeVisible();
  await expectAccessible(page, 'new location');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form is not valid. Please check for errors')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: /Location type/ }).click();
  await page.getByRole('option', { name: 'Hotel' }).click();
  await page.getByRole('button', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'Norway' }).click();
  await page.getByRole('textbox', { name: 'Street' }).fill('Bryggen 1');
  await page.getByRole('textbox', { name: 'City' }).fill('Bergen');
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } });
  await expect(page.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue('');
  const latitude = Number(await page.getByRole('textbox', { name: 'Latitude' }).inputValue());
  const longitude = Number(await page.getByRole('textbox', { name: 'Longitude' }).inputValue());
  // North-east of the default view's centre (59.9119, 10.7336), where the click was.
  expect(latitude).toBeGreaterThan(59.9119);
  expect(longitude).toBeGreaterThan(10.7336);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/locations\/\d+\/doors$/);
  const id = Number(/locations\/(\d+)\/doors/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: 'No doors added to this location' })).toBeVisible();
  const created = await callApi<Location>(request, 'admin', 'GET', `Location/Get?id=${id}`);
  expect(created.result).toMatchObject({
    name,
    locationType: 1,
    countryId: 1,
    street: 'Bryggen 1',
    municipality: 'Bergen',
    isActive: false,
  });
  expect(created.result.latitude).toBeCloseTo(latitude, 5);
  expect(created.result.longitude).toBeCloseTo(longitude, 5);

  // Before pricing, activating is refused and the location stays inactive.
  await tab(page, 'Access Control').click();
  await expect(page.getByRole('checkbox', { name: 'All day' })).toBeVisible();
  await expectAccessible(page);
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: 'Active' }) })
    .click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("Status didn't change. Pricing is missing.")).toBeVisible();
  expect((await callApi<Location>(request, 'admin', 'GET', `Location/Get?id=${id}`)).result.isActive).toBe(false);

  await tab(page, 'Pricing').click();
  await expectAccessible(page, 'location pricing');
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('0.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Incorrect input')).toBeVisible();
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('49');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  const priced = await callApi<Location>(request, 'admin', 'GET', `Location/Get?id=${id}`);
  expect(priced.result.locationPricing).toMatchObject({ startPriceAmount: 49, mainPriceAmount: 49, startPriceDuration: 24 });

  // The client is typed and chosen in a picker of every client.
  const clients = await callApi<{ items: Array<{ id: number; name: string }> }>(
    request,
    'admin',
    'GET',
    'Client/GetAll?skipCount=0&maxResultCount=1000',
  );
  const client = clients.result.items.at(-1)!;
  await tab(page, 'Access Control').click();
  await page.getByRole('combobox', { name: 'Client' }).fill(client.name);
  await page.getByRole('option', { name: client.name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(client.name);
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: 'Active' }) })
    .click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await expect
    .poll(async () => (await callApi<Location>(request, 'admin', 'GET', `Location/Get?id=${id}`)).result)
    .toMatchObject({ isActive: true, clientId: client.id });

  await tab(page, 'Summary').click();
  await expect(page.getByText('Bryggen 1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show on map' })).toHaveAttribute('href', new RegExp(`mlat=${latitude}`));
  await expectAccessible(page, 'location summary');
});

test("a stale edit of a location's details is refused with the server's message, and nothing is overwritten; the location is then deleted", async ({
  page,
  request,
}) => {
  const name = uniqueName('Nordnes sykkelskap');
  const made = await callApi<Location>(request, 'admin', 'POST', 'Location/Create', { name, locationType: 0, countryId: 1 });
  await signedIn(page, 'admin', `/#/locations/${made.result.id}/details`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expectAccessible(page, 'location details');

  // Someone else saves first.
  const theirs = `${name} (theirs)`;
  const saved = await callApi(request, 'admin', 'PUT', 'Location/Update', {
    id: made.result.id,
    name: theirs,
    locationType: 0,
    countryId: 1,
    concurrencyStamp: made.result.concurrencyStamp,
  });
  expect(saved.status).toBe(200);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} (mine)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Error: Someone else changed this record. Reload it and try again.')).toBeVisible();
  expect((await callApi<Location>(request, 'admin', 'GET', `Location/Get?id=${made.result.id}`)).result.name).toBe(theirs);

  // Deleted after asking, and gone.
  await page.getByRole('button', { name: 'Delete location' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${theirs}?` });
  await expect(confirm).toContainText('Its doors, pricing and groups go with it. This cannot be undone.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Location deleted')).toBeVisible();
  await expect(page).toHaveURL(/#\/locations$/);
  expect((await callApi(request, 'admin', 'GET', `Location/Get?id=${made.result.id}`)).status).toBe(404);
});

test("client saves the access control of its own location, and sees the rest of the location's pages refused", async ({
  page,
  request,
}) => {
  const own = await callApi<{ items: Location[] }>(request, 'client', 'POST', 'Location/GetList', {
    sorting: 'Id DESC',
    skipCount: 0,
    maxResultCount: 1,
  });
  // The newest, on the list's first page.
  const location = own.result.items[0]!;
  await signedIn(page, 'client', '/#/locations?showAll=1');
  await page.getByRole('link', { name: `Access control of ${location.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/locations/${location.id}/access-control$`));
  await expect(page.getByRole('tab')).toHaveText(['Access Control']);
  await expect(page.getByRole('textbox', { name: 'Client' })).toBeVisible();
  await expectAccessible(page);

  const allDay = page.getByRole('checkbox', { name: 'All day' });
  const wasAllDay = await allDay.isChecked();
  await page.locator('label').filter({ has: allDay }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect
    .poll(async () => (await callApi<Location>(request, 'client', 'GET', `Location/Get?id=${location.id}`)).result.allDay)
    .toBe(!wasAllDay);

  for (const refused of [`/locations/${location.id}`, `/locations/${location.id}/pricing`, '/locations/create', '/doors/1']) {
    await page.goto(`/#${refused}`);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  }
  await expectAccessible(page);
});

test('client-read reads the access control of its location without a way to save it', async ({ page, request }) => {
  const own = await callApi<{ items: Location[] }>(request, 'client-read', 'POST', 'Location/GetList', {
    sorting: 'Id ASC',
    skipCount: 0,
    maxResultCount: 1,
  });
  const location = own.result.items[0]!;
  await signedIn(page, 'client-read', `/#/locations/${location.id}/access-control`);
  await expect(page.getByRole('checkbox', { name: 'All day' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);
  const refused = await callApi(request, 'client-read', 'PUT', 'Location/saveAccessControl', {
    id: location.id,
    accessControlType: location.accessControlType,
    clientId: location.clientId,
    isActive: location.isActive,
    openFrom: '06:00',
    openTo: '22:00',
    allDay: false,
    groupIds: [],
  });
  expect(refused.status).toBe(403);
});

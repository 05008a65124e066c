import type { Page } from '@playwright/test';
import type { ClientDetails, Page as ListPage } from '@velo/api-client';
import { callApi, expect, expectAccessible, signIn, signedIn, test, uniqueName } from './helpers.ts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = 'Sykkel#2025';

test('admin creates a client and its administrator, who signs in and sees only its own client', async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = uniqueName('Sørlandet Sykkel AS');
  const userName = uniqueName('leder').replace(/\s+/g, '-').toLowerCase();
  await signedIn(page, 'admin', '/#/clients');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Nordlys Parkering AS' })).toBeVisible();
  await expectAccessible(page, 'clients');

  await page.getByRole('link', { name: 'Create new' }).click();
  await expect(page.getByRole('heading', { name: 'New Client' })).toBeVisible();
  await expect(tab(page, 'Administrators')).toHaveAttribute('aria-disabled', 'true');
  await field(page, 'Organization Email').fill('post.sorlandet.no');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form is not valid. Please check for errors')).toBeVisible();
  await expect(field(page, 'Name')).toHaveAccessibleDescription('This field is required');
  await expect(field(page, 'Organization Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expectAccessible(page, 'client');
  await field(page, 'Name').fill(name);
  await field(page, 'Organization Email').fill('post@sorlandet.no');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/#\/clients\/\d+\/administrators$/);
  const clientId = Number(/clients\/(\d+)\/administrators/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Client ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Administrators added' })).toBeVisible();
  await expectAccessible(page, 'client administrators');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create A New Client Administrator' });
  await dialog.getByLabel('User Name').fill(userName);
  await dialog.getByLabel('Email Address').fill(`${userName}@sorlandet.no`);
  await dialog.getByLabel('Name', { exact: true }).fill('Siri');
  await dialog.getByLabel('Surname').fill('Leder');
  await dialog.getByLabel('Password', { exact: true }).fill('sykkel');
  await dialog.getByLabel('Repeat Password').fill('sykkel');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/^Must be at least 8 characters long/);
  await expectAccessible(page);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Repeat Password').fill(password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const administrator = page.getByRole('row', { name: /Siri Leder/ });
  await expect(administrator.getByRole('gridcell', { name: 'Administrator', exact: true })).toBeVisible();
  await expect(administrator.getByRole('button', { name: 'Delete Siri Leder' })).toBeVisible();

  // An edit needs all four details.
  await tab(page, 'Details').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'Account Number')).toHaveAccessibleDescription('This field is required');
  await expect(field(page, 'Contact Information')).toHaveAccessibleDescription('This field is required');
  await field(page, 'Account Number').fill('4601.22.33445');
  await field(page, 'Contact Information').fill('Markens gate 1, 4611 Kristiansand');
  await page.getByRole('button', { name: 'Save' }).click();
  // The administrator's toast may still be up: the newest is this save's.
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await expectAccessible(page);
  expect((await callApi<ClientDetails>(request, 'admin', 'GET', `Client/Get?id=${clientId}`)).result).toMatchObject({
    name,
    accountNumber: '4601.22.33445',
    organizationEmail: 'post@sorlandet.no',
    contactInformation: 'Markens gate 1, 4611 Kristiansand',
  });

  // The new administrator signs in: its own client, and none of another's locations.
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await signIn(page, userName, password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Client Info' }).click();
  await expect(field(page, 'Name')).toHaveValue(name);
  await page.getByRole('link', { name: 'Locations' }).click();
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No locations yet.' })).toBeVisible();
  await expectAccessible(page);
  const token = await request.post('/api/TokenAuth/Authenticate', { data: { userNameOrEmailAddress: userName, password } });
  const accessToken = (await token.json()).result.accessToken as string;
  const ownClients = await request.get('/api/services/app/Client/GetAll', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect((await ownClients.json()).result.items.map((client: { id: number }) => client.id)).toEqual([clientId]);
});

test('a stale edit of a client shows the server’s refusal, not a success', async ({ page, request }) => {
  const made = await callApi<ClientDetails>(request, 'admin', 'POST', 'Client/Create', {
    name: uniqueName('Kortvarig AS'),
    organizationEmail: 'post@kortvarig.no',
    accountNumber: '1111.22.33333',
    contactInformation: 'Oslo',
  });
  await signedIn(page, 'admin', `/#/clients/${made.result.id}`);
  await expect(field(page, 'Contact Information')).toHaveValue('Oslo');
  // Someone else saves first.
  const { id, name, accountNumber, organizationEmail, concurrencyStamp } = made.result;
  expect(
    (
      await callApi(request, 'admin', 'PUT', 'Client/Update', {
        id,
        name,
        accountNumber,
        organizationEmail,
        contactInformation: 'Bergen',
        concurrencyStamp,
      })
    ).status,
  ).toBe(200);
  await field(page, 'Contact Information').fill('Trondheim');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Error: Someone else changed this record. Reload it and try again.')).toBeVisible();
  await expect(page.getByText('Saved successfully')).toHaveCount(0);
  expect((await callApi<ClientDetails>(request, 'admin', 'GET', `Client/Get?id=${id}`)).result.contactInformation).toBe('Bergen');

  // Deleted from the list, once asked.
  await page.goto('/#/clients');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Delete client ${name}` });
  // Checked once the dialog has faded in: axe measures the contrast of text still on its way.
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Client deleted')).toBeVisible();
  expect((await callApi(request, 'admin', 'GET', `Client/Get?id=${id}`)).status).toBe(404);
});

test('a client that still has locations, users and groups is not deleted, and says why', async ({ page, request }) => {
  await signedIn(page, 'admin', '/#/clients');
  await page.getByRole('button', { name: 'Delete Vestland Sykkeldrift AS' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete client Vestland Sykkeldrift AS' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByText(/^This client still has \d+ locations, \d+ users and \d+ groups: move or delete them first\.$/),
  ).toBeVisible();
  const all = await callApi<ListPage<ClientDetails>>(request, 'admin', 'POST', 'Client/GetList', {});
  expect(all.result.items.map((client) => client.name)).toContain('Vestland Sykkeldrift AS');
});

test('only an admin has the Clients pages', async ({ page, request }) => {
  await signedIn(page, 'client', '/#/clients');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' })).toHaveCount(0);
  await expectAccessible(page, 'access denied');
  expect((await callApi(request, 'client', 'POST', 'Client/GetList', {})).status).toBe(403);
});

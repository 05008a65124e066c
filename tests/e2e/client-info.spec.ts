import type { Page } from '@playwright/test';
import type { ClientDetails, ClientUser, Page as ListPage } from '@velo/api-client';
import { callApi, expect, expectAccessible, signedIn, test, uniqueName } from './helpers.ts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('a client administrator saves its client’s details and adds an administrator, and cannot delete itself', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const contact = uniqueName('Kari Nordmann, +47 92 23 34 45');
  const userName = uniqueName('nordlys').replace(/\s+/g, '-').toLowerCase();
  const surname = uniqueName('Vakt');
  await signedIn(page, 'client');
  await page.getByRole('link', { name: 'Client Info' }).click();
  await expect(page).toHaveURL(/#\/client-info$/);
  await expect(page.getByRole('heading', { name: 'Client Info' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('Nordlys Parkering AS');
  await expect(page.getByRole('textbox')).toHaveCount(2);
  await expectAccessible(page, 'client info');
  await field(page, 'Contact Information').fill(contact);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  const saved = await callApi<ClientDetails>(request, 'admin', 'GET', 'Client/Get?id=1');
  expect(saved.result).toMatchObject({
    name: 'Nordlys Parkering AS',
    contactInformation: contact,
    accountNumber: '1503.42.17839',
  });

  await tab(page, 'Administrators').click();
  await expect(page).toHaveURL(/#\/client-info\/administrators$/);
  const own = page.getByRole('row', { name: /Kari Nordmann/ });
  await expect(own.getByRole('gridcell', { name: 'Administrator', exact: true })).toBeVisible();
  await expect(own.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Client Administrator' });
  await dialog.getByLabel('User Name').fill(userName);
  await dialog.getByLabel('Email Address').fill(`${userName}@nordlysparkering.no`);
  await dialog.getByLabel('Name', { exact: true }).fill('Per');
  await dialog.getByLabel('Surname').fill(surname);
  await dialog.getByLabel('Password', { exact: true }).fill('Sykkel#2025');
  await dialog.getByLabel('Repeat Password').fill('Sykkel#2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Repeat Password')).toHaveAccessibleDescription('New & confirm passwords do not match');
  await expectAccessible(page);
  await dialog.getByLabel('Repeat Password').fill('Sykkel#2025');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  const added = page.getByRole('row', { name: `Per ${surname}` });
  await expect(added).toBeVisible();

  // The new one can be deleted; the signed-in one never, here or over the API.
  await added.getByRole('button', { name: `Delete Per ${surname}` }).click();
  await page
    .getByRole('alertdialog', { name: `Delete administrator Per ${surname}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('User successfully removed')).toBeVisible();
  await expect(added).toHaveCount(0);
  const administrators = await callApi<ListPage<ClientUser>>(request, 'client', 'POST', 'Client/GetAdministrators', {
    clientId: 1,
  });
  const me = administrators.result.items.find((user) => user.userName === 'client')!;
  const itself = await callApi(request, 'client', 'DELETE', `Client/DeleteAdministrator?id=${me.id}`);
  expect(itself.status).toBe(400);
  expect(itself.error?.message).toBe('You cannot delete yourself.');
});

test('a client administrator with read access changes nothing: no Save, Add or Delete, and the API refuses', async ({
  page,
  request,
}) => {
  await signedIn(page, 'client-read', '/#/client-info');
  await expect(field(page, 'Name')).toHaveValue('Vestland Sykkeldrift AS');
  await expect(field(page, 'Name')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);
  await tab(page, 'Administrators').click();
  await expect(page.getByRole('row', { name: /Ola Johansen/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expectAccessible(page);

  const client = (await callApi<ClientDetails>(request, 'client-read', 'GET', 'Client/Get?id=2')).result;
  const refused = [
    await callApi(request, 'client-read', 'PUT', 'Client/Update', { id: 2, name: 'Mine', contactInformation: 'x' }),
    await callApi(request, 'client-read', 'POST', 'Client/CreateAdministrator', {
      clientId: 2,
      userName: uniqueName('read').replace(/\s+/g, '-'),
      emailAddress: 'read@vestland.no',
      name: 'R',
      surname: 'R',
      password: 'Sykkel#2025',
      repeatPassword: 'Sykkel#2025',
    }),
    await callApi(request, 'client-read', 'DELETE', 'Client/DeleteAdministrator?id=4'),
  ];
  expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403]);
  expect((await callApi<ClientDetails>(request, 'admin', 'GET', 'Client/Get?id=2')).result.name).toBe(client.name);
});

test('Client Info is a client administrator’s: an admin is shown the access-denied view', async ({ page }) => {
  await signedIn(page, 'admin', '/#/client-info');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expectAccessible(page);
});

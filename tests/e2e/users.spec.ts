import type { APIRequestContext, Page } from '@playwright/test';
import type { Order, OutboxMessage, User } from '@velo/api-client';
import { callApi, expect, expectAccessible, signedIn, signIn, test, uniqueName } from './helpers.ts';

const password = 'Sykkel2025!';

/** A user name, e-mail and names no other journey or run uses: the theme projects share one database. */
function newPerson(base: string) {
  const userName = uniqueName(base).toLowerCase().replace(/\s+/g, '.');
  return { userName, emailAddress: `${userName}@velo.test`, name: 'Nina', surname: uniqueName('Holm') };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function findUser(request: APIRequestContext, userName: string) {
  const found = await callApi<{ items: User[] }>(request, 'admin', 'POST', 'User/GetList', {
    filterRule: { condition: 'and', filterRules: [{ field: 'UserName', operator: 'equal', value: userName }] },
  });
  expect(found.result.items).toHaveLength(1);
  return found.result.items[0]!;
}

test('admin creates a user, finds it in the list and edits it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const person = newPerson('journey user');
  await signedIn(page, 'admin', '/#/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Administrators' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Client' })).toBeVisible();
  await expectAccessible(page, 'users');

  await page.getByRole('link', { name: 'Create new' }).click();
  await expect(page.getByRole('heading', { name: 'New User' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form is not valid. Please check for errors')).toBeVisible();
  await expect(field(page, 'User Name')).toHaveAccessibleDescription('This field is required');
  await expectAccessible(page);

  await field(page, 'User Name').fill(person.userName);
  await field(page, 'Email Address').fill(person.emailAddress);
  await field(page, 'Name').fill(person.name);
  await field(page, 'Surname').fill(person.surname);
  await page.getByRole('tab', { name: /^Password/ }).click();
  await expect(page.getByText('Allowed specials are !@#$&')).toBeVisible();
  await page.getByLabel(/^New Password/).fill(password);
  await page.getByLabel(/^Repeat Password/).fill('Sykkel2025?');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New & confirm passwords do not match')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^Repeat Password/).fill(password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/#\/users$/);

  const made = await findUser(request, person.userName);
  expect(made).toMatchObject({ isAdmin: true, roleNames: ['Support'], clientId: null, languageId: 1, accessLevel: 2 });

  await page.getByRole('searchbox', { name: 'Search' }).fill(person.surname);
  const row = page.getByRole('row', { name: new RegExp(person.surname) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(person.userName);
  await row.getByRole('link', { name: `Edit ${person.name} ${person.surname}` }).click();

  await expect(page.getByRole('heading', { name: `User ${person.name} ${person.surname}` })).toBeVisible();
  await expect(field(page, 'User Name')).toHaveAttribute('readonly');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveCount(0);
  await expectAccessible(page, 'user');
  await field(page, 'Middle Name').fill('Elise');
  // The creation's toast gone, the edit's can be told from it.
  await expect(page.getByText('Saved successfully')).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `User ${person.name} Elise ${person.surname}` })).toBeVisible();
  expect((await findUser(request, person.userName)).middlename).toBe('Elise');
});

test('admin suspends a user with a reason, who then cannot sign in, and activates it again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const person = newPerson('journey suspended');
  const made = await callApi<User>(request, 'admin', 'POST', 'User/Create', { ...person, password, clientId: 3 });
  expect(made.status).toBe(200);
  const { id } = made.result;

  await signedIn(page, 'admin', `/#/users/${id}`);
  await page.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${person.name} ${person.surname}` });
  await suspend.getByRole('textbox', { name: 'Reason' }).fill('Left the company');
  await expectAccessible(page);
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Status successfully changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  expect((await callApi<User>(request, 'admin', 'GET', `User/Get?id=${id}`)).result).toMatchObject({
    suspended: true,
    suspensionReason: 'Left the company',
  });

  const elsewhere = await browser.newContext();
  const theirPage = await elsewhere.newPage();
  await signIn(theirPage, person.userName, password);
  await expect(theirPage.getByText('Your account is suspended')).toBeVisible();

  // The suspension's toast gone, the activation's can be told from it.
  await expect(page.getByText('Status successfully changed')).toBeHidden();
  await page.getByRole('button', { name: 'Activate' }).click();
  const activate = page.getByRole('dialog', { name: `Activate ${person.name} ${person.surname}` });
  await activate.getByRole('textbox', { name: 'Reason' }).fill('Back from leave');
  // The dialog keeps its action while it closes, though the user's record it was opened on changes.
  await page.evaluate(() => {
    const titles = new Set<string>();
    Object.assign(window, { dialogTitles: titles });
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="dialog"]'))
        titles.add(dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await activate.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Status successfully changed')).toBeVisible();
  await expect(activate).toBeHidden();
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
  const titles = await page.evaluate(() => [...(window as unknown as { dialogTitles: Set<string> }).dialogTitles]);
  expect(titles).not.toContain(`Suspend ${person.name} ${person.surname}`);
  expect((await callApi<User>(request, 'admin', 'GET', `User/Get?id=${id}`)).result).toMatchObject({
    suspended: false,
    suspensionReason: 'Back from leave',
  });

  await signIn(theirPage, person.userName, password);
  await expect(theirPage.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await elsewhere.close();
});

test("admin sees each user's Client and Customer; a client administrator sees neither", async ({ page, request }) => {
  const endUsers = await callApi<{ items: User[] }>(request, 'admin', 'POST', 'User/GetList', {
    maxResultCount: 1000,
    filterRule: { condition: 'and', filterRules: [{ field: 'IsAdmin', operator: 'equal', value: false }] },
  });
  const customer = endUsers.result.items.find((user) => user.customer)!;
  expect(customer, 'a demo end user in a private group').toBeDefined();

  await signedIn(page, 'admin', '/#/users');
  await page.getByRole('tab', { name: 'End users' }).click();
  await expect(page.getByRole('columnheader', { name: 'Client' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(customer.userName);
  const row = page.getByRole('row').filter({ hasText: customer.userName });
  // The customer is often the client too: the cell is found by its column, not by its text.
  const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  await expect(row.locator('th, td').nth(headers.indexOf('Customer'))).toHaveText(customer.customer!.name);

  await page.evaluate(() => localStorage.clear());
  await signedIn(page, 'client');
  await page.goto('/#/users');
  await expect(page.getByRole('columnheader', { name: 'User Name' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);
});

test("admin reads an end user's tabs and sends an SMS, which the outbox has", async ({ page, request }) => {
  test.setTimeout(120_000);
  const used = await callApi<{ items: Order[] }>(request, 'admin', 'POST', 'Order/GetList', {
    maxResultCount: 1,
    filterRule: { condition: 'and', filterRules: [{ field: 'Status', operator: 'equal', value: 2 }] },
  });
  const order = used.result.items[0]!;
  const user = (await callApi<User>(request, 'admin', 'GET', `User/Get?id=${order.userId}`)).result;
  const message = uniqueName('Your locker is ready');

  await signedIn(page, 'admin', '/#/users');
  await page.getByRole('tab', { name: 'End users' }).click();
  await expect(page.getByRole('link', { name: 'Create new' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Phone Number' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/#/users/${user.id}`);
  const title = `User ${user.name} ${user.surname}`;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(field(page, 'Balance')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(new RegExp(`#/users/${user.id}/orders$`));
  const completed = page.getByRole('rowheader', { name: String(order.id), exact: true });
  await expect(page.getByRole('grid', { name: 'Orders of the user' })).toBeVisible();
  await expect(completed).toHaveCount(0);
  await page.getByText('Show all orders').click();
  await expect(page).toHaveURL(new RegExp(`#/users/${user.id}/orders\\?showAll=1$`));
  await expectAccessible(page);
  await completed.click();
  await expect(page).toHaveURL(new RegExp(`#/orders/${order.id}/show$`));
  await page.goBack();

  await page.getByRole('tab', { name: 'Access Log' }).click();
  const pass = page.getByRole('grid', { name: 'Access log of the user' }).getByRole('row').nth(1);
  await expect(pass.getByRole('link', { name: `Door ${order.door.name}` }).first()).toHaveAttribute(
    'href',
    `#/doors/${order.door.id}`,
  );
  await expect(pass.getByRole('link', { name: /^Order / })).toHaveAttribute('href', /#\/orders\/\d+\/show$/);
  await expectAccessible(page);

  for (const tab of ['User Groups', 'Payment Options']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('grid')).toBeVisible();
    await expectAccessible(page);
  }

  await page.getByRole('button', { name: 'Send SMS' }).click();
  const sms = page.getByRole('dialog', { name: `Send SMS to ${user.name} ${user.surname}` });
  await sms.getByRole('button', { name: 'Send' }).click();
  await expect(sms.getByText('This field is required')).toBeVisible();
  await expectAccessible(page);
  await sms.getByRole('textbox', { name: /^Message/ }).fill(message);
  await sms.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent to user')).toBeVisible();
  await expect(sms).toBeHidden();

  const outbox = await (await request.get('/api/dev/outbox')).json();
  const sent = (outbox.result.items as OutboxMessage[]).find((item) => item.text === message);
  expect(sent).toMatchObject({ channel: 'sms', to: user.phoneNumber });

  await page.getByRole('tab', { name: 'Message Logs' }).click();
  await expect(page.getByRole('row', { name: new RegExp(message) })).toContainText(user.phoneNumber!);
  // Its times in Norwegian, month name first: "november 29, 2026 02:41", this month's name in the browser's zone.
  const month = await page.evaluate(() => new Date().toLocaleString('nb-NO', { month: 'long' }));
  await expect(
    page
      .getByRole('row', { name: new RegExp(message) })
      .getByRole('gridcell')
      .first(),
  ).toHaveText(new RegExp(`^${month} \\d{1,2}, \\d{4} \\d{2}:\\d{2}$`));
  await expectAccessible(page);
});

test('a client administrator sees only its own administrators, and adds one in the Create New Customer Administrator dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = newPerson('journey customer admin');
  await signedIn(page, 'client', '/#/users');
  await expect(page.getByRole('tab', { name: 'Administrators' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'End users' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Client' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Kari Elise Nordmann/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Ola Johansen/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create new' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Customer Administrator' });
  await dialog.getByRole('textbox', { name: /^User Name/ }).fill(person.userName);
  await dialog.getByRole('textbox', { name: /^Email Address/ }).fill(person.emailAddress);
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(person.name);
  await dialog.getByRole('textbox', { name: /^Surname/ }).fill(person.surname);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel(/^Repeat Password/).fill(password);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(person.surname) })).toBeVisible();
  expect(await findUser(request, person.userName)).toMatchObject({ isAdmin: true, clientId: 1 });

  // Its own row offers no Delete.
  await expect(page.getByRole('button', { name: 'Delete Kari Elise Nordmann' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${person.name} ${person.surname}` })).toBeVisible();
});

test('a client administrator with read access changes nothing: no actions, a read-only form', async ({ page }) => {
  await signedIn(page, 'client-read', '/#/users');
  await expect(page.getByRole('row', { name: /Ola Johansen/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create new' })).toHaveCount(0);
  await page.getByRole('row', { name: /Ola Johansen/ }).click();
  await expect(page.getByRole('heading', { name: 'User Ola Johansen' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveAttribute('readonly');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);
});

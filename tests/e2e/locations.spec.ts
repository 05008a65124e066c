import type { Page } from '@playwright/test';
import type { Location } from '@velo/api-client';
import {
  apiLocations,
  answerTo,
  askedOnReload,
  callApi,
  dataRows,
  expect,
  expectAccessible,
  pagerRange,
  signedIn,
  test,
} from './helpers.ts';

const rows = (page: Page) => dataRows(page, 'Locations');

test('admin sees the seeded locations, ten a page, with the client filter', async ({ page, request }) => {
  const active = await apiLocations(request, 'admin', [{ field: 'IsActive', operator: 'equal', value: true }]);
  expect(active.totalCount).toBeGreaterThan(10);

  await signedIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(`1–10 of ${active.totalCount}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client' })).toBeVisible();
  await expectAccessible(page, 'locations');

  const first = active.items[0]!;
  await expect(rows(page).first()).toContainText(first.name);
  await expect(rows(page).first()).toContainText(
    `${first.doors.filter((door) => door.isActive).length} active out of ${first.doors.length} doors`,
  );

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`11–${Math.min(20, active.totalCount)} of ${active.totalCount}`)).toBeVisible();

  // Every action fits on a laptop screen (1280 px): the last one, Edit, is not clipped off the table.
  const last = active.items[10]!;
  await rows(page)
    .first()
    .getByRole('link', { name: `Edit ${last.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/locations/${last.id}$`));
});

test('opened by its address, the list asks for its rows once the user is known, before the page draws its filters', async ({
  page,
}) => {
  // The first visit's own calls answered, the client picker's last, so none is taken for the reload's.
  const clientsAnswered = answerTo(page, 'Client/GetAll');
  await signedIn(page, 'admin', '/#/locations?showAll=1');
  await expect(rows(page)).toHaveCount(10);
  await clientsAnswered;

  const asked = await askedOnReload(
    page,
    { calls: ['User/GetUserById', 'Location/GetList', 'Client/GetAll'], chunks: ['ClientPicker'] },
    async () => {
      await expect(rows(page)).toHaveCount(10);
      await expect(page.getByRole('combobox', { name: 'Client' })).toBeVisible();
    },
  );
  // Asked for ahead with the address's filters ("show all"): the page takes that answer rather than asking again.
  expect(asked).toEqual(['User/GetUserById', 'Location/GetList', 'ClientPicker', 'Client/GetAll']);
});

test("the client filter, typed and chosen, lists that client's locations; cleared, every client's again", async ({
  page,
  request,
}) => {
  const active = await apiLocations(request, 'admin', [{ field: 'IsActive', operator: 'equal', value: true }]);
  const clientId = active.items.find((location) => location.clientId !== null)!.clientId!;
  const ofClient = active.items.filter((location) => location.clientId === clientId);
  const clients = await callApi<{ items: Array<{ id: number; name: string; organizationEmail: string | null }> }>(
    request,
    'admin',
    'GET',
    'Client/GetAll?skipCount=0&maxResultCount=1000',
  );
  const client = clients.result.items.find((candidate) => candidate.id === clientId)!;

  await signedIn(page, 'admin', '/#/locations');
  const picker = page.getByRole('combobox', { name: 'Client' });
  await picker.fill(client.name);
  // An option reads the client's name and, under it, its organisation's e-mail.
  const optionName = [client.name, client.organizationEmail].filter(Boolean).join(' ');
  await page.getByRole('option', { name: optionName, exact: true }).click();
  await expect(picker).toHaveValue(client.name);
  await expect(page.getByText(pagerRange(1, ofClient.length, 10))).toBeVisible();
  await expect(rows(page).first()).toContainText(ofClient[0]!.name);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Clear Client' }).click();
  await expect(picker).toHaveValue('');
  await expect(page.getByText(pagerRange(1, active.totalCount, 10))).toBeVisible();
});

test('the name filter and "show all locations" narrow and widen the list', async ({ page, request }) => {
  const all = await apiLocations(request, 'admin', []);
  const inactive = all.items.filter((location) => !location.isActive);
  expect(inactive.length).toBeGreaterThan(0);

  await signedIn(page, 'admin', '/#/locations');
  await page.getByRole('searchbox', { name: 'Location name' }).fill(inactive[0]!.name);
  await expect(page.getByText('No locations match these filters')).toBeVisible();
  await expectAccessible(page);

  await page.getByText('Show all locations').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(inactive[0]!.name);
});

test('the door access key filter finds the location of that door', async ({ page, request }) => {
  const active = await apiLocations(request, 'admin', [{ field: 'IsActive', operator: 'equal', value: true }]);
  // The last active location with a keyed door: newest first, it is far from the first row.
  const location = active.items.findLast((item) => item.doors.some((door) => door.localAccessKey))!;
  const key = location.doors.find((door) => door.localAccessKey)!.localAccessKey!;
  expect(active.items[0]!.id).not.toBe(location.id);

  await signedIn(page, 'admin', '/#/locations');
  await expect(rows(page).first()).not.toContainText(location.name);
  await page.getByRole('searchbox', { name: 'Door access key' }).fill(key);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(location.name);
});

test("client-read reads its own client's locations, with no control to change them", async ({ page, request }) => {
  const mine = await apiLocations(request, 'client-read', []);
  expect(mine.totalCount).toBeGreaterThan(0);
  const clientId = mine.items[0]!.clientId;
  expect(mine.items.every((location) => location.clientId === clientId)).toBe(true);

  await signedIn(page, 'client-read', '/#/locations');
  await page.getByText('Show all locations').click();
  await expect(rows(page)).toHaveCount(Math.min(10, mine.totalCount));
  await expect(rows(page).first()).toContainText(mine.items[0]!.name);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Show details for / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New location' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  await expectAccessible(page);
  await expect(
    rows(page)
      .first()
      .getByText(mine.items[0]!.isActive ? 'Active' : 'Inactive', { exact: true }),
  ).toBeVisible();
});

test("client sees only its own client's locations and no client filter", async ({ page, request }) => {
  const mine = await apiLocations(request, 'client', []);
  const everyone = await apiLocations(request, 'admin', []);
  expect(mine.totalCount).toBeGreaterThan(0);
  expect(mine.totalCount).toBeLessThan(everyone.totalCount);
  const clientId = mine.items[0]!.clientId;
  expect(mine.items.every((location) => location.clientId === clientId)).toBe(true);

  await signedIn(page, 'client', '/#/locations');
  await page.getByText('Show all locations').click();
  await expect(page.getByText(new RegExp(`of ${mine.totalCount}$`))).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New location' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);

  const otherName = everyone.items.find((location) => location.clientId !== clientId)!.name;
  await page.getByRole('searchbox', { name: 'Location name' }).fill(otherName);
  await expect(page.getByText('No locations match these filters')).toBeVisible();
});

test('admin switches a location off and on after confirming; without pricing it stays off', async ({ page, request }) => {
  const all = await apiLocations(request, 'admin', []);
  const priced = all.items.find((location) => location.isActive && location.locationPricing)!;
  const unpriced = all.items.find((location) => !location.isActive && !location.locationPricing)!;
  const statusSwitch = (name: string) => page.getByRole('switch', { name: `${name} active` });
  // The switch's input is visually hidden under its drawn track: press the label, as a person does.
  const press = (name: string) =>
    page
      .locator('label')
      .filter({ has: statusSwitch(name) })
      .click();

  await signedIn(page, 'admin', '/#/locations');
  await page.getByText('Show all locations').click();
  await page.getByRole('searchbox', { name: 'Location name' }).fill(priced.name);
  await expect(statusSwitch(priced.name)).toBeChecked();

  await press(priced.name);
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate location?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(statusSwitch(priced.name)).toBeChecked();

  await press(priced.name);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Status successfully changed')).toBeVisible();
  await expect(statusSwitch(priced.name)).not.toBeChecked();
  await expectAccessible(page);

  await press(priced.name);
  await page.getByRole('alertdialog', { name: 'Activate location?' }).getByRole('button', { name: 'Activate' }).click();
  await expect(statusSwitch(priced.name)).toBeChecked();

  await page.getByRole('searchbox', { name: 'Location name' }).fill(unpriced.name);
  await press(unpriced.name);
  await page.getByRole('alertdialog', { name: 'Activate location?' }).getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText("Status didn't change. Pricing is missing.")).toBeVisible();
  await expect(statusSwitch(unpriced.name)).not.toBeChecked();
});

test('filters, page and sorting live in the address, and a search waits for typing to pause', async ({ page, request }) => {
  test.setTimeout(60_000);
  const all = await apiLocations(request, 'admin', []);
  const byName = [...all.items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));

  await signedIn(page, 'admin', '/#/locations?showAll=1&sort=Name%20ASC&page=2');
  await expect(page.getByText(`11–20 of ${all.totalCount}`)).toBeVisible();
  await expect(rows(page).first()).toContainText(byName[10]!.name);
  await page.reload();
  await expect(page.getByText(`11–20 of ${all.totalCount}`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Show all locations' })).toBeChecked();

  // A sorting by a field the list does not offer is ignored, not sent.
  await page.goto('/#/locations?showAll=1&sort=PasswordHash%20ASC');
  await expect(page.getByText(`1–10 of ${all.totalCount}`)).toBeVisible();
  await expect(rows(page).first()).toContainText(all.items[0]!.name);

  let asked = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/Location/GetList')) asked += 1;
  });
  // Typed briskly: no letter may be lost, and the list is asked once, for the whole word.
  const search = page.getByRole('searchbox', { name: 'Location name' });
  await search.evaluate((input) => {
    const typedAt: number[] = [];
    Object.assign(window, { typedAt });
    input.addEventListener('input', () => typedAt.push(performance.now()));
  });
  await search.pressSequentially('Sykkel', { delay: 50 });
  await expect(search).toHaveValue('Sykkel');
  await expect(page).toHaveURL(/name=Sykkel/);
  await expect(page).not.toHaveURL(/page=/);
  // "contains" ignores case, as the server's search does.
  const matching = all.items.filter((location) => location.name.toLowerCase().includes('sykkel'));
  await expect(page.getByText(`1–10 of ${matching.length}`)).toBeVisible();
  await page.waitForTimeout(600);
  // Only a pause of the console's 300 ms between two letters may ask before the last one (250 here, for the clocks'
  // grain). A busy machine can make such a pause, so the letters' own times bound the asks. A pause need not ask:
  // Chromium runs a waiting key before a timer that fell due meanwhile, and the key cancels the timer.
  const typedAt = await page.evaluate(() => (window as unknown as { typedAt: number[] }).typedAt);
  const pausesOver = (ms: number) => typedAt.slice(1).filter((at, index) => at - typedAt[index]! > ms).length;
  expect(asked).toBeGreaterThanOrEqual(1);
  expect(asked).toBeLessThanOrEqual(1 + pausesOver(250));
});

test('admin plans maintenance, starts it at once, and finishes it; a start after the end is refused', async ({
  page,
  request,
}) => {
  const active = await apiLocations(request, 'admin', [{ field: 'IsActive', operator: 'equal', value: true }]);
  const location = active.items.find((item) => !item.maintenanceStartTime && !item.maintenanceEndingTime)!;
  const row = () => rows(page).filter({ hasText: location.name });
  const dialog = page.getByRole('dialog', { name: `Maintenance of ${location.name}` });
  // The pickers show dd/mm/yyyy, HH:mm; typing a full segment moves to the next.
  const typeInto = async (label: string, digits: string) => {
    await dialog.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
    await page.keyboard.type(digits);
  };

  await signedIn(page, 'admin', '/#/locations');
  await page.getByRole('searchbox', { name: 'Location name' }).fill(location.name);
  await expect(rows(page)).toHaveCount(1);

  await row()
    .getByRole('button', { name: `Maintenance of ${location.name}` })
    .click();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await typeInto('Start time', '011220990900');
  await typeInto('End time', '011120991700');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Incorrect, check time and date.')).toBeVisible();

  await typeInto('End time', '021220991700');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location maintenance time updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row()).toContainText('Planned from 01.12.2099 09:00');

  await row()
    .getByRole('button', { name: `Maintenance of ${location.name}` })
    .click();
  await dialog.getByText('Start immediately').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row()).toContainText('In maintenance until 02.12.2099 17:00');
  await expectAccessible(page);

  await row()
    .getByRole('button', { name: `Maintenance of ${location.name}` })
    .click();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Location maintenance finished')).toBeVisible();
  await expect(row()).not.toContainText('maintenance');
  await expect(row()).not.toContainText('Planned');
});

test('admin starts maintenance at once without an end: the location is in maintenance until finished', async ({
  page,
  request,
}) => {
  const active = await apiLocations(request, 'admin', [{ field: 'IsActive', operator: 'equal', value: true }]);
  const location = active.items.filter((item) => !item.maintenanceStartTime && !item.maintenanceEndingTime).at(-1)!;
  const stored = async () => (await callApi<Location>(request, 'admin', 'GET', `Location/Get?id=${location.id}`)).result;
  const row = () => rows(page).filter({ hasText: location.name });
  const dialog = page.getByRole('dialog', { name: `Maintenance of ${location.name}` });
  const openDialog = () =>
    row()
      .getByRole('button', { name: `Maintenance of ${location.name}` })
      .click();

  await signedIn(page, 'admin', '/#/locations');
  await page.getByRole('searchbox', { name: 'Location name' }).fill(location.name);
  await expect(rows(page)).toHaveCount(1);

  await openDialog();
  await dialog.getByText('Start immediately').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Location maintenance time updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row()).toContainText('In maintenance');
  await expect(row()).not.toContainText('In maintenance until');
  expect(await stored()).toMatchObject({ isInMaintenance: true, maintenanceEndingTime: null });
  expect((await stored()).maintenanceStartTime).not.toBeNull();

  await openDialog();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Location maintenance finished')).toBeVisible();
  await expect(row()).not.toContainText('maintenance');
  expect(await stored()).toMatchObject({ isInMaintenance: false, maintenanceStartTime: null, maintenanceEndingTime: null });
});

test('admin sends a location its invite link by SMS; a number that is not one is refused', async ({ page, request }) => {
  const active = await apiLocations(request, 'admin', [{ field: 'IsActive', operator: 'equal', value: true }]);
  const location = active.items.find((item) => item.inviteCode)!;
  const code = location.inviteCode!;
  const dialog = page.getByRole('dialog', { name: `Invite to ${location.name}` });

  await signedIn(page, 'admin', '/#/locations');
  await page.getByRole('searchbox', { name: 'Location name' }).fill(location.name);
  await rows(page)
    .filter({ hasText: location.name })
    .getByRole('button', { name: `Invite to ${location.name}` })
    .click();
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Invite link' })).toHaveValue(new RegExp(`#/invite/${code}$`));
  await expectAccessible(page);

  const number = dialog.getByRole('textbox', { name: 'Phone number' });
  await number.fill('12');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Enter a valid phone number')).toBeVisible();

  await number.fill('912 34 567');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Subscription link sent to +47 91 23 45 67')).toBeVisible();
  await expectAccessible(page);

  const outbox = await (await request.get('/api/dev/outbox')).json();
  const sms = outbox.result.items.find((item: { to: string }) => item.to === '+4791234567');
  expect(sms.text).toContain(`/#/invite/${code}`);
  expect(sms.text).toContain(location.name);
});

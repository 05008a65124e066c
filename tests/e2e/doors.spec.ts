import type { Page } from '@playwright/test';
import type { Door, Location } from '@velo/api-client';
import { callApi, expect, expectAccessible, signedIn, test, uniqueName } from './helpers.ts';

const doorRow = (page: Page, name: string) =>
  page.getByRole('grid', { name: 'Doors' }).getByRole('row', { name: new RegExp(`^${name}`) });

/** A new location of the admin's, with no doors yet. */
async function newLocation(request: Parameters<typeof callApi>[0]) {
  const made = await callApi<Location>(request, 'admin', 'POST', 'Location/Create', {
    name: uniqueName('Dørtest sykkelskap'),
    locationType: 0,
    countryId: 1,
  });
  expect(made.status).toBe(200);
  return made.result;
}

test('admin adds a PLC door and an NB door from the unused locks, disables one with a reason, unlocks one and edits one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const location = await newLocation(request);
  const unusedBefore = (await callApi<Record<string, string>>(request, 'admin', 'GET', 'door/GetNBLocks?Unused=true')).result;
  expect(Object.keys(unusedBefore).length).toBeGreaterThan(0);

  await signedIn(page, 'admin', `/#/locations/${location.id}/doors`);
  await expect(page.getByRole('heading', { name: 'No doors added to this location' })).toBeVisible();
  await expectAccessible(page, 'location doors');

  // A PLC door: its key is the output's number.
  await page.getByRole('button', { name: 'New door' }).click();
  const dialog = page.getByRole('dialog', { name: 'New door' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('P-01');
  await dialog.getByRole('tab', { name: 'Lock Details' }).click();
  await dialog.getByRole('button', { name: /Lock type/ }).click();
  await page.getByRole('option', { name: 'PLC', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Local access key' }).fill('-3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a whole number of 0 or more')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Local access key' }).fill('7');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New Door added to this location')).toBeVisible();
  await expect(doorRow(page, 'P-01')).toContainText('PLC');

  // An NB door: its lock chosen from the unused ones the server offers.
  await page.getByRole('button', { name: 'New door' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('N-01');
  await dialog.getByRole('tab', { name: 'Lock Details' }).click();
  await dialog.getByRole('button', { name: /^Choose a lock/ }).click();
  const lockName = (await page.getByRole('option').first().textContent())!;
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(doorRow(page, 'N-01')).toContainText(lockName);
  const doors = (
    await callApi<{ items: Door[] }>(request, 'admin', 'POST', 'Location/GetDoorList', {
      locationId: location.id,
      sorting: 'Name ASC',
      skipCount: 0,
      maxResultCount: 10,
    })
  ).result.items;
  const [nbDoor, plcDoor] = doors;
  expect(plcDoor).toMatchObject({ name: 'P-01', lockType: 1, localAccessKey: '7', doorType: 1, maxConcurrent: 1 });
  expect(nbDoor).toMatchObject({ name: 'N-01', lockType: 2, localAccessKeyName: lockName });
  const unusedAfter = (await callApi<Record<string, string>>(request, 'admin', 'GET', 'door/GetNBLocks?Unused=true')).result;
  expect(unusedAfter).not.toHaveProperty(nbDoor!.localAccessKey!);

  // Disabling asks for the reason, which becomes the door's description.
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: 'P-01 enabled' }) })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Disable door?' });
  await confirm.getByRole('textbox', { name: 'Reason' }).fill('Broken hinge');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Status successfully changed')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'P-01 enabled' })).not.toBeChecked();
  const disabled = await callApi<Door>(request, 'admin', 'GET', `Door/Get?id=${plcDoor!.id}`);
  expect(disabled.result).toMatchObject({ status: false, description: 'Broken hinge' });

  // The PLC lock opens through the lock gateway.
  await doorRow(page, 'P-01').getByRole('button', { name: 'Unlock P-01' }).click();
  await page.getByRole('alertdialog', { name: 'Unlock the door' }).getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Door unlocked')).toBeVisible();

  // Edited on its own page, then back to the location's doors.
  await doorRow(page, 'N-01').getByRole('link', { name: 'Edit N-01' }).click();
  await expect(page).toHaveURL(new RegExp(`#/doors/${nbDoor!.id}$`));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('N-01');
  await expectAccessible(page, 'door');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('N-02');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/locations/${location.id}/doors$`));
  await expect(doorRow(page, 'N-02')).toContainText(lockName);
});

test('a door whose lock is offline offers no unlock, and the server refuses one', async ({ page, request }) => {
  const all = await callApi<{ items: Location[] }>(request, 'admin', 'POST', 'Location/GetList', {
    sorting: 'Id ASC',
    skipCount: 0,
    maxResultCount: 1000,
  });
  const location = all.result.items.find((item) => item.doors.some((door) => door.deviceStatus === 'OFFLINE'))!;
  const offline = location.doors.find((door) => door.deviceStatus === 'OFFLINE')!;

  await signedIn(page, 'admin', `/#/locations/${location.id}/doors`);
  await expect(doorRow(page, offline.name)).toContainText('Offline');
  await expect(doorRow(page, offline.name).getByRole('button', { name: `Unlock ${offline.name}` })).toHaveCount(0);
  await expectAccessible(page);

  const refused = await callApi(request, 'admin', 'GET', `Door/AdminUnlock?id=${offline.id}`);
  expect(refused.status).toBe(400);
  expect(refused.error?.message).toBe('The door cannot be unlocked: its lock is offline.');
});

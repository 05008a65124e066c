import type { Page } from '@playwright/test';
import type { Item, Location, LockerModule } from '@velo/api-client';
import { callApi, expect, expectAccessible, signedIn, test, uniqueName } from './helpers.ts';

const rowOf = (page: Page, grid: string, name: string) =>
  page.getByRole('grid', { name: grid }).getByRole('row', { name: new RegExp(`^${name}`) });

test('admin creates a module with tags and an item, moves it to a location where the item becomes a door, and edits the item', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const location = (
    await callApi<Location>(request, 'admin', 'POST', 'Location/Create', {
      name: uniqueName('Modultest sykkelhotell'),
      locationType: 1,
      countryId: 1,
    })
  ).result;
  const moduleName = uniqueName('VM-E2E');

  await signedIn(page, 'admin', '/#/modules');
  await expect(page.getByRole('heading', { name: 'Modules', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Modules' }).getByRole('rowheader').first()).toBeVisible();
  await expectAccessible(page, 'modules');

  // A new module: Not assigned, its tags from the default keys; saved, it opens on its door components.
  await page.getByRole('link', { name: 'Create new' }).click();
  await expect(page.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('textbox', { name: 'Module name' }).fill(moduleName);
  await page.getByRole('textbox', { name: 'Value of Produkt' }).fill('Sykkelskap 6-delt');
  await page.getByRole('textbox', { name: 'Value of Color' }).fill('RAL 7016 Antrasittgrå');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/#\/modules\/\d+\/items$/);
  const moduleId = Number(/modules\/(\d+)\/items/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Module ${moduleName}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Door Components', selected: true })).toBeVisible();

  // The New Item dialog: a door component with an NB lock from the unused ones.
  await page.getByRole('button', { name: 'New Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Item' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('E-01');
  await dialog.getByRole('button', { name: /^Choose a lock/ }).click();
  const lockName = (await page.getByRole('option').first().textContent())!;
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'Value of Comment' }).fill('Ny hengsel');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The module's toast may still be there: the item's is the last.
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Door components', 'E-01')).toContainText('No door yet');
  await expectAccessible(page);

  // Moved to the location, the item is offered a new door there.
  await page.getByRole('tab', { name: 'Details' }).click();
  const picker = page.getByRole('combobox', { name: 'Location' });
  await picker.fill(location.name);
  await page.getByRole('option', { name: location.name }).click();
  const checklist = page.getByRole('group', { name: `Create a new door at ${location.name}` });
  await checklist.getByText('E-01').click();
  await expect(checklist.getByRole('checkbox', { name: 'E-01' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element Updated.')).toBeVisible();
  await expect(page.getByRole('group', { name: /Create a new door/ })).toBeHidden();

  const moved = (await callApi<LockerModule>(request, 'admin', 'GET', `Modules/Get?id=${moduleId}`)).result;
  expect(moved).toMatchObject({
    locationId: location.id,
    tags: { Produkt: 'Sykkelskap 6-delt', Color: 'RAL 7016 Antrasittgrå' },
  });
  expect(moved.items[0]).toMatchObject({ name: 'E-01', lockType: 2, door: { name: 'E-01', locationId: location.id } });

  // The location's Doors tab has the new door, with the item's lock.
  await page.goto(`/#/locations/${location.id}/doors`);
  await expect(rowOf(page, 'Doors', 'E-01')).toContainText(lockName);

  // The module's list shows where it is now, and its item's door.
  await page.goto('/#/modules');
  const moduleRow = rowOf(page, 'Modules', moduleName);
  await expect(moduleRow).toContainText(location.name);
  // Before a row is opened: axe's target-size would count the grid cell that keeps React Aria's focus around its toggle.
  await expectAccessible(page);
  await moduleRow.getByRole('button', { name: `Show details for ${moduleName}` }).click();
  await expect(page.getByRole('table', { name: `Door components of ${moduleName}` })).toContainText(`E-01 at ${location.name}`);

  // The item's own page: Edit item.
  await page.goto(`/#/modules/${moduleId}/items`);
  await rowOf(page, 'Door components', 'E-01').getByRole('link', { name: 'Edit item E-01' }).click();
  await expect(page.getByRole('heading', { name: 'Edit item' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(lockName) })).toBeVisible();
  await page.getByRole('textbox', { name: 'DMS id' }).fill('DMS-E2E-01');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element Updated.').last()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/modules/${moduleId}/items$`));
  await expect(rowOf(page, 'Door components', 'E-01')).toContainText('DMS-E2E-01');
  const edited = (await callApi<Item>(request, 'admin', 'GET', `Items/Get?id=${moved.items[0]!.id}`)).result;
  expect(edited).toMatchObject({ dmsId: 'DMS-E2E-01', tags: expect.objectContaining({ Comment: 'Ny hengsel' }) });

  // Every item, with its module.
  await page.goto('/#/items');
  await expect(page.getByRole('heading', { name: 'Items', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Door components' }).getByRole('rowheader').first()).toBeVisible();
  await expectAccessible(page, 'items');
});

test('a module someone else saved meanwhile is refused with why, and read again', async ({ page, request }) => {
  const module = (await callApi<LockerModule>(request, 'admin', 'POST', 'Modules/Create', { name: uniqueName('VM-E2E-stale') }))
    .result;
  await signedIn(page, 'admin', `/#/modules/${module.id}`);
  await expect(page.getByRole('textbox', { name: 'Module name' })).toHaveValue(module.name);
  // Someone else saves it meanwhile.
  await callApi(request, 'admin', 'PUT', 'modules/Update', { id: module.id, name: `${module.name} b` });
  await page.getByRole('textbox', { name: 'Module name' }).fill(`${module.name} c`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Error: Someone else changed this record. Reload it and try again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Module name' })).toHaveValue(`${module.name} b`);
  await expectAccessible(page);
});

test('a client administrator sees the access-denied view on the module and item pages, and the API refuses it', async ({
  page,
  request,
}) => {
  await signedIn(page, 'client');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Modules' })).toBeHidden();
  for (const path of ['/modules', '/modules/create', '/modules/1', '/items', '/items/1']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await callApi(request, 'client', 'POST', 'Modules/GetList', {})).status).toBe(403);
  expect((await callApi(request, 'client', 'POST', 'items/create/', { moduleId: 1, name: 'x' })).status).toBe(403);
});

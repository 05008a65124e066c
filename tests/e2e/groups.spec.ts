import type { Page } from '@playwright/test';
import type { GroupDetails, GroupUser, Page as ListPage } from '@velo/api-client';
import { callApi, expect, expectAccessible, signedIn, test, uniqueName } from './helpers.ts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** End users who could join the group, as the API pages them: the first `count` of them. */
async function couldJoin(request: Parameters<typeof callApi>[0], groupId: number, count: number) {
  const answer = await callApi<ListPage<GroupUser>>(request, 'admin', 'POST', 'Group/GetGroupUsers', {
    groupId,
    inGroup: false,
    maxResultCount: count,
    sorting: 'Id DESC',
  });
  expect(answer.status).toBe(200);
  return answer.result.items;
}

test('admin creates a group, adds members found by search, removes one, and deletes the group', async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = uniqueName('Night shift');
  await signedIn(page, 'admin', '/#/user-groups');
  await expect(page.getByRole('heading', { name: 'Private Groups' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Staff' }).first()).toBeVisible();
  await expectAccessible(page, 'groups');

  await page.getByRole('link', { name: 'Create new' }).click();
  await expect(page).toHaveURL(/#\/user-groups\/create$/);
  await expect(tab(page, 'Users')).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form is not valid. Please check for errors')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Who locks up after 22:00');
  await page.getByRole('combobox', { name: 'Client' }).fill('Midtnorsk');
  await page.getByRole('option', { name: /^Midtnorsk Mobilitet AS/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/#\/user-groups\/\d+\/users$/);
  const groupId = Number(/user-groups\/(\d+)\/users/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Group ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No users added' })).toBeVisible();
  // The group's toolbar is on Details, not on Users.
  await expect(page.getByRole('button', { name: 'Delete group' })).toHaveCount(0);
  await expectAccessible(page);

  const [first, second] = await couldJoin(request, groupId, 2);
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog.getByRole('button', { name: 'Add selected Users to the Group' })).toBeDisabled();
  const search = dialog.getByRole('searchbox', { name: 'Search users' });
  await search.fill(first!.userName);
  await search.press('Enter');
  const firstRow = dialog.getByRole('row', { name: new RegExp(`${first!.userName}$`) });
  await expect(dialog.getByRole('row')).toHaveCount(1);
  await firstRow.click();
  await search.fill(second!.userName);
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(dialog.getByRole('row')).toHaveCount(1);
  await dialog.getByRole('row', { name: new RegExp(`${second!.userName}$`) }).click();
  await expect(dialog.getByText('2 users selected')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add selected Users to the Group' }).click();
  await expect(page.getByText('Selected User(s) added to the Group')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const members = page.getByRole('grid', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveCount(3);
  await expect(members.getByRole('gridcell', { name: first!.userName })).toBeVisible();

  await members.getByRole('button', { name: `Remove ${first!.name} ${first!.surname}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${first!.name} ${first!.surname} from the group?` });
  // Checked once the dialog has faded in: axe measures the contrast of text still on its way.
  await expect(page.locator('[data-entering]')).toHaveCount(0);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('User removed from the Group.')).toBeVisible();
  await expect(members.getByRole('gridcell', { name: first!.userName })).toHaveCount(0);
  const saved = await callApi<GroupDetails>(request, 'admin', 'GET', `Group/Get?id=${groupId}`);
  expect(saved.result).toMatchObject({ name, description: 'Who locks up after 22:00', clientId: 3, userCount: 1 });
  expect(saved.result.users.map((user) => user.id)).toEqual([second!.id]);

  // The list counts its members; deleting there takes it away.
  await page.goto('/#/user-groups');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('gridcell', { name: 'Midtnorsk Mobilitet AS' })).toBeVisible();
  await expect(row.getByRole('gridcell', { name: '1', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Delete group ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Group deleted')).toBeVisible();
  expect((await callApi(request, 'admin', 'GET', `Group/Get?id=${groupId}`)).status).toBe(404);
});

test('admin edits a group on its Details tab, which has the toolbar', async ({ page, request }) => {
  const name = uniqueName('Weekend riders');
  const made = await callApi<GroupDetails>(request, 'admin', 'POST', 'Group/CreateOrUpdateGroup', {
    name,
    description: 'Saturdays and Sundays',
    clientId: 3,
  });
  await signedIn(page, 'admin', `/#/user-groups/${made.result.id}`);
  await expect(page.getByRole('button', { name: 'Delete group' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('');
  await page.getByRole('textbox', { name: 'Name' }).fill(`${name} 2`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Group ${name} 2` })).toBeVisible();
  expect((await callApi<GroupDetails>(request, 'admin', 'GET', `Group/Get?id=${made.result.id}`)).result).toMatchObject({
    name: `${name} 2`,
    description: null,
    clientId: 3,
  });
  await expectAccessible(page, 'group');
  expect((await callApi(request, 'admin', 'DELETE', `Group/Delete?id=${made.result.id}`)).status).toBe(200);
});

test("a client administrator reads its own client's groups and their members, and changes nothing", async ({ page, request }) => {
  await signedIn(page, 'client', '/#/user-groups');
  await expect(page.getByRole('heading', { name: 'Private Groups' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create new' })).toHaveCount(0);
  const rows = page.getByRole('grid', { name: 'Private groups' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const clients = await rows.locator('td:nth-child(3)').allTextContents();
  expect(new Set(clients)).toEqual(new Set(['Nordlys Parkering AS']));
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('row', { name: /Staff/ }).click();
  await expect(page.getByRole('heading', { name: 'Group Staff' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete group' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  await expectAccessible(page);

  await tab(page, 'Users').click();
  await expect(page.getByRole('grid', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expectAccessible(page);

  // Another client's group is not there for it, in the console or the API.
  const foreign = await callApi<ListPage<{ id: number; clientId: number }>>(request, 'admin', 'POST', 'Group/GetList', {
    filterRule: { condition: 'and', filterRules: [{ field: 'ClientId', operator: 'equal', value: 2 }] },
  });
  const foreignId = foreign.result.items[0]!.id;
  await page.goto(`/#/user-groups/${foreignId}`);
  await expect(page.getByRole('heading', { name: 'There is no such group' })).toBeVisible();
  expect((await callApi(request, 'client', 'POST', 'Group/AddUsers', { groupId: foreignId, userIds: [1] })).status).toBe(403);
});

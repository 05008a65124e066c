import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, demoPassword, expect, expectAccessible, signedIn, signIn, test } from './helpers.ts';

/** A support user of this run's own, made over the API, so no journey that relies on a demo user is touched. */
async function newSupportUser(request: APIRequestContext, label: string) {
  const userName = `settings-${label}-${test.info().project.name}-${Date.now().toString(36)}`;
  const made = await callApi(request, 'admin', 'POST', 'User/Create', {
    userName,
    emailAddress: `${userName}@example.com`,
    password: demoPassword,
    name: 'Settings',
    surname: label,
    isAdmin: true,
    roleId: 4,
  });
  expect(made.status, JSON.stringify(made.error)).toBe(200);
  return userName;
}

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  await field(page, 'Current Password').fill(current);
  await field(page, 'New Password').fill(next);
  await field(page, 'Confirm Password').fill(confirm);
  await page.getByRole('button', { name: 'Change password' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/login/);
}

/** The sign-in code last sent by SMS to `to`, from the demo's outbox (newest first). */
async function codeSentTo(request: APIRequestContext, to: string) {
  const outbox = await (await request.get('/api/dev/outbox')).json();
  const message = (outbox.result.items as Array<{ to: string; text: string }>).find((item) => item.to === to);
  const code = /(\d{4})$/.exec(message?.text ?? '')?.[1];
  expect(code, `a code sent to ${to}`).toMatch(/^\d{4}$/);
  return code!;
}

test('a password is changed once every rule has been met, and the new one signs in', async ({ page, request }) => {
  const userName = await newSupportUser(request, 'password');
  await signedIn(page, userName);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Theme' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Password rules' })).toContainText('Allowed specials are !@#$&');
  await expectAccessible(page, 'settings');

  await changePassword(page, '', 'Better5678#');
  await expect(field(page, 'Current Password')).toHaveAccessibleDescription('This field is required');
  await expectAccessible(page);

  const rules: Array<[string, string]> = [
    ['Ab1!', 'Must be at least 8 characters long.'],
    ['Better 5678', 'May hold only letters, digits and . # $ ! * @ &.'],
    ['better5678', 'Needs an upper-case and a lower-case letter.'],
    ['BetterPassword', 'Needs a digit or one of . # $ ! * @ &.'],
  ];
  for (const [typed, message] of rules) {
    await changePassword(page, demoPassword, typed);
    await expect(field(page, 'New Password')).toHaveAccessibleDescription(message);
  }
  await changePassword(page, demoPassword, 'Better5678#', 'Better5678$');
  await expect(field(page, 'Confirm Password')).toHaveAccessibleDescription('New & confirm passwords do not match');

  await changePassword(page, 'Wrong1234!', 'Better5678#');
  await expect(field(page, 'Current Password')).toHaveAccessibleDescription('Current password is incorrect');

  await changePassword(page, demoPassword, 'Better5678#');
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(field(page, 'Current Password')).toHaveValue('');

  await logOut(page);
  await signIn(page, userName, demoPassword);
  await expect(page.getByRole('alert')).toContainText('Invalid user name or password');
  await signIn(page, userName, 'Better5678#');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('two-factor by SMS is asked at sign-in once enabled, and no longer once removed', async ({ page, request }) => {
  const userName = await newSupportUser(request, 'twofactor');
  await signedIn(page, userName, '/#/settings');

  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: /^Country/ })).toHaveValue('Norway (+47)');
  const phone = page.getByRole('textbox', { name: /^Phone number/ });
  await phone.fill('9123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(phone).toHaveAccessibleDescription('Phone number format is not correct');
  await expectAccessible(page);

  await phone.fill('91234567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Two-Factor authentication successfully enabled.')).toBeVisible();
  await expect(page.getByText('SMS', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\+47 /)).toBeVisible();
  await expectAccessible(page);

  await logOut(page);
  await signIn(page, userName);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const code = await codeSentTo(request, '4791234567');
  await dialog.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.goto('/#/settings');
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Two-Factor authentication successfully removed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();

  await logOut(page);
  await signedIn(page, userName);
});

test("the console follows the browser's colour scheme until a theme is picked in Settings, which a reload keeps", async ({
  page,
}) => {
  const shownScheme = () => page.evaluate(() => document.documentElement.style.colorScheme);
  await signedIn(page, 'support', '/#/settings');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(shownScheme).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(shownScheme).toBe('light');

  await page.getByText('DARK', { exact: true }).click();
  await expect.poll(shownScheme).toBe('dark');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'DARK' })).toBeChecked();
  await expect.poll(shownScheme).toBe('dark');
});

test('/configuration shows an admin the running configuration and refuses support', async ({ page }) => {
  await signedIn(page, 'admin', '/#/settings');
  await page.getByRole('link', { name: 'View the running configuration' }).click();
  await expect(page.getByRole('heading', { name: 'Configuration', level: 1 })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(page.getByRole('term').filter({ hasText: 'Currency' })).toBeVisible();
  await expect(details.filter({ hasText: 'NOK' })).toBeVisible();
  await expect(details.filter({ hasText: 'PGlite' })).toBeVisible();
  await expect(details.filter({ hasText: /^On: demo data/ })).toBeVisible();
  await expectAccessible(page, 'configuration');

  await logOut(page);
  await signedIn(page, 'support', '/#/settings');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the running configuration' })).toHaveCount(0);
  await page.goto('/#/configuration');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Configuration' })).toHaveCount(0);
});

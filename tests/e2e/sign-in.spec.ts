import type { Page } from '@playwright/test';
import { demoPassword, expect, expectAccessible, signedIn, signIn, test, watchLoadingSteps } from './helpers.ts';

test('the sign-in form is the first thing the page draws, with no loading step before it', async ({ page }) => {
  const loadingSteps = await watchLoadingSteps(page);
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await loadingSteps()).toEqual([]);
});

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await signIn(page, 'admin', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid user name or password');
  await expect(page).toHaveURL(/#\/login$/);
  await expectAccessible(page, 'sign-in');
});

test('the two-factor user signs in with the code taken from the outbox', async ({ page, request }) => {
  await signIn(page, 'admin2fa');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expectAccessible(page);

  const outbox = await (await request.get('/api/dev/outbox')).json();
  const code = /\b(\d{4})\b/.exec(outbox.result.items[0].text)?.[1];
  expect(code).toMatch(/^\d{4}$/);

  await dialog.getByRole('textbox').first().click();
  await page.keyboard.type(code!.slice(0, 3));
  await expect(confirm).toBeDisabled();
  await page.keyboard.type(code!.slice(3));
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu, Admin Twofactor' })).toBeVisible();
});

test('reload keeps the session, and logout returns to /login', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).not.toHaveURL(/#\/login/);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.reload();
  await expect(page).toHaveURL(/#\/login$/);
});

const sessionCheck = '**/api/services/app/User/GetUserById?*';
const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('velo.session'));

test('a reload while the session check is on its way keeps the session', async ({ page }) => {
  // The check is held a moment so that the reload surely cuts it off.
  await page.route(sessionCheck, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue().catch(() => undefined);
  });
  const checking = page.waitForRequest(sessionCheck);
  await signIn(page, 'admin');
  await checking;
  await page.reload();

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).not.toHaveURL(/#\/login/);
  expect(await storedSession(page)).not.toBeNull();
});

test('a session check without an answer says the connection was lost, keeps the session and asks again', async ({ page }) => {
  await signedIn(page, 'admin');
  let isOnline = false;
  let cutOff = 0;
  await page.route(sessionCheck, async (route) => {
    if (isOnline) return route.continue();
    cutOff += 1;
    return route.abort('internetdisconnected');
  });
  await page.reload();

  await expect(page.getByRole('status')).toHaveText('The connection to the server was lost. Trying again…');
  expect(cutOff).toBeGreaterThanOrEqual(1);
  expect(await storedSession(page)).not.toBeNull();
  await expectAccessible(page);

  isOnline = true;
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page).not.toHaveURL(/#\/login/);
});

test('"Forgot password?" leads to the reset page and back to sign-in', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/#\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a console address opened signed out asks to sign in, then opens that address', async ({ page }) => {
  await page.goto('/#/locations?showAll=1');
  await expect(page).toHaveURL(/#\/login\?from=%2Flocations%3FshowAll%3D1$/);
  await page.getByLabel('User name or e-mail').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/locations\?showAll=1$/);
  await expect(page.getByRole('checkbox', { name: 'Show all locations' })).toBeChecked();
});

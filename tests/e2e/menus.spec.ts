import { expect, expectAccessible, signedIn, test } from './helpers.ts';

test('admin sees the full side menu with its groups', async ({ page }) => {
  await signedIn(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const label of [
    'Home',
    'Locations',
    'Orders',
    'Private Groups',
    'Support',
    'Events',
    'Modules',
    'Clients',
    'Users',
    'Message Templates',
    'Terms And Conditions',
    'Announcements',
    'Diagnostics',
  ]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expectAccessible(page, 'account menu');
});

test('support sees only the Support group and no locations', async ({ page }) => {
  await signedIn(page, 'support');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link')).toHaveText(['Support', 'Events']);

  const locationCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/Location/') && locationCalls.push(request.url()));
  await page.goto('/#/locations');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  // Asking anyway would earn a 403, and a 403 ends the session.
  expect(locationCalls).toEqual([]);
  await expect(menu).toBeVisible();
  await expectAccessible(page);
});

test('the Events entry opens its screen, and an address under an entry with no screen reads "not available yet"', async ({
  page,
}) => {
  await signedIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/#\/events$/);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Door Events' })).toBeVisible();
  await expect(page.getByText('Not available yet')).toHaveCount(0);

  await page.goto('/#/events/archive');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByText('Not available yet')).toBeVisible();
  await expectAccessible(page);
});

// The canvas colours of the two themes, as the browser computes them.
const canvas = { light: 'rgb(243, 245, 248)', dark: 'rgb(14, 19, 24)' };

test('the theme switch changes the page and is kept across reloads', async ({ page }) => {
  await signedIn(page, 'admin');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const startedDark = (await toggle.getAttribute('aria-pressed')) === 'true';
  expect(await background()).toBe(startedDark ? canvas.dark : canvas.light);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(!startedDark));
  await expect.poll(background).toBe(startedDark ? canvas.light : canvas.dark);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', String(!startedDark));
  expect(await background()).toBe(startedDark ? canvas.light : canvas.dark);
});

import type { Page } from '@playwright/test';
import { expect, signedIn, test, watchLoadingSteps } from './helpers.ts';

/**
 * Points at a link and waits for the code it leads to, as a user's pointer rests a moment before the click: its file
 * arrived, and then the page idle once, so that the browser has run it too (on a busy machine the click came between).
 */
async function pointAt(page: Page, link: ReturnType<Page['getByRole']>, chunk: RegExp) {
  const loaded = page.waitForResponse((response) => chunk.test(response.url()));
  await link.hover();
  await (await loaded).finished();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

test('a menu entry pointed at opens its page at once, with no "Loading the page" step', async ({ page }) => {
  await signedIn(page, 'admin');
  const loadingSteps = await watchLoadingSteps(page);
  const users = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users', exact: true });

  await pointAt(page, users, /\/assets\/UsersPage-[\w-]+\.js$/);
  await users.click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  expect(await loadingSteps()).not.toContain('Loading the page');
});

test("a record's tab pointed at opens at once, and an address of a tab draws it with the page", async ({ page }) => {
  await signedIn(page, 'admin', '/#/locations/1');
  const details = page.getByRole('tab', { name: 'Details' });
  await expect(details).toBeVisible();
  const loadingSteps = await watchLoadingSteps(page);

  await pointAt(page, details, /\/assets\/LocationDetailsTab-[\w-]+\.js$/);
  await details.click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Details' })).toBeVisible();
  expect(await loadingSteps()).not.toContain('Loading Details');

  await page.goto('/#/locations/1/pricing');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Pricing', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  expect(await loadingSteps()).not.toContain('Loading Pricing');
});

test('the sign-in page fetches the code signing in needs only once it has drawn, not in competition with it', async ({
  page,
}) => {
  const fetchedAhead = page.waitForResponse(/\/assets\/signInCalls-[\w-]+\.js$/);
  await page.goto('/#/login');
  await fetchedAhead;

  const { painted, fetched } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    fetched:
      performance.getEntriesByType('resource').find((entry) => entry.name.includes('/signInCalls-'))?.startTime ?? Number.NaN,
  }));
  expect(fetched).toBeGreaterThan(painted);
});

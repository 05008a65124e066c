import type { Page } from '@playwright/test';
import type { Announcement, AnnouncementSummary, Page as ListPage, PublishedAnnouncement } from '@velo/api-client';
import { callApi, expect, expectAccessible, signedIn, test, uniqueName } from './helpers.ts';
import { markupThatWouldRun, pasteHtml, watchForScripts } from './richText.ts';

// A 64 × 40 png, as the file an admin picks.
const landscape = {
  name: 'landscape.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAABMElEQVR42u3P7UeDURgG8OsvmWQyyUySZDKTyWSSJA8REREjIiJixCxijIiISKvVXnp/X7X2N/VpH/ZlPGf3OXk8u3dz+H0817mvCwGnKRoGln9Fw+BKQzQEV39Ew9Dat2gIrX/1g79m1M0kiOGNOjtl+zZtFiPpT15E+zY6jvDmBy/tADqOyNY7L+0AOo7R7Tde2gF0HGM7r7y0A+g4xndfeGkH0HFM7D3z0g6g45jMPLEj2muziO4/9gNle5MgprIPoiF2cC8a4od3omE6fysaEoWaaJg5qoqG5HFFNMyelEVD6vRGNMydXYuG+fNSb4RyCXPm32KheOWrf/VWov/HYunSD957uykPofPFUrnokR+93TovQvnCqV2Y603pbsB73g6wA+wAO8AOsAO8aQEckIbC0XsIAgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' });
const publish = (page: Page) => page.getByRole('switch', { name: 'Publish' });
const schedule = (page: Page) => page.getByRole('switch', { name: 'Schedule' });
/** A switch's input is visually hidden: the pointer presses its label. */
const press = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name }) })
    .click();
const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });

async function announcementTitled(request: Parameters<typeof callApi>[0], title: string) {
  const list = await callApi<ListPage<AnnouncementSummary>>(request, 'admin', 'POST', 'Announcement/GetList', {
    filterRule: { condition: 'and', filterRules: [{ field: 'Title', operator: 'equal', value: title }] },
  });
  expect(list.result.items).toHaveLength(1);
  return (await callApi<Announcement>(request, 'admin', 'GET', `Announcement/Get?id=${list.result.items[0]!.id}`)).result;
}

const publishedIds = async (request: Parameters<typeof callApi>[0]) => {
  const response = await request.get('/api/services/app/Announcement/GetPublishedAnnouncements?maxResultCount=50');
  expect(response.status()).toBe(200);
  return ((await response.json()).result as ListPage<PublishedAnnouncement>).items.map((item) => item.id);
};

test('admin writes an announcement with rich text and an image; a pasted <img onerror>, script or javascript: link never runs; then edits and publishes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const seen = watchForScripts(page);
  const title = uniqueName('Winter hours');
  await signedIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Announcements' }).click();
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await expect(row(page, 'Welcome to the new app').getByText('Published', { exact: true })).toBeVisible();
  await expect(row(page, 'Maintenance at Oslo S').getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row(page, 'Summer campaign (draft)').getByText('Draft', { exact: true })).toBeVisible();
  await expectAccessible(page, 'announcements');

  await page.getByRole('link', { name: 'Create new' }).click();
  await expect(page.getByRole('heading', { name: 'New announcement' })).toBeVisible();
  await expect(editor(page)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form is not valid. Please check for errors')).toBeVisible();
  await expect(field(page, 'Title')).toHaveAccessibleDescription('This field is required');
  await expectAccessible(page);

  await field(page, 'Title').fill(title);
  // The counter follows the short description; past 250 the field says so at once.
  await field(page, 'Short description').fill('x'.repeat(250));
  await expect(page.getByText('250/250')).toBeVisible();
  await field(page, 'Short description').press('End');
  await field(page, 'Short description').press('y');
  await expect(page.getByText('251/250')).toBeVisible();
  await expect(field(page, 'Short description')).toHaveAccessibleDescription(/At most 250 characters/);
  await expectAccessible(page);
  await field(page, 'Short description').fill('Shorter hours from December');
  await expect(page.getByText('27/250')).toBeVisible();

  await pasteHtml(editor(page), `<p>Open <b>07–21</b> every day.</p>${markupThatWouldRun}`, 'Open 07–21 every day.');
  await expect(editor(page).locator('strong, b').filter({ hasText: '07–21' })).toBeVisible();
  await expect(editor(page).locator('img, script, a[href^="javascript"]')).toHaveCount(0);
  await page.locator('input[type="file"]').setInputFiles(landscape);
  await expect(page.getByRole('img', { name: "The announcement's image" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Announcement successfully created')).toBeVisible();
  await expect(page).toHaveURL(/#\/announcements$/);
  await expect(row(page, title).getByText('Draft', { exact: true })).toBeVisible();
  const made = await announcementTitled(request, title);
  expect(made.content).toContain('07–21');
  expect(made.content).not.toMatch(/<img|onerror|<script|javascript:|alert/i);
  expect(made.image).toMatch(/^data:image\/png;base64,/);
  expect(await publishedIds(request)).not.toContain(made.id);

  // After a reload the edit page shows the saved text and image, and nothing pasted came back.
  await page.goto(`/#/announcements/${made.id}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit announcement' })).toBeVisible();
  await expect(editor(page)).toContainText('Open 07–21 every day.');
  await expect(editor(page).locator('img, script, a[href^="javascript"]')).toHaveCount(0);
  await expect(page.getByRole('img', { name: "The announcement's image" })).toBeVisible();
  await expectAccessible(page, 'announcement');

  await field(page, 'Title').fill(`${title} (updated)`);
  await press(page, 'Publish');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Announcement saved successfully')).toBeVisible();
  await expect(row(page, `${title} (updated)`).getByText('Published', { exact: true })).toBeVisible();
  expect(await publishedIds(request)).toContain(made.id);
  expect(seen).toEqual([]);
});

test('an <img onerror> sent as content never reaches the page: the server drops it, and the edit page shows the rest', async ({
  page,
  request,
}) => {
  const seen = watchForScripts(page);
  const title = uniqueName('Handler');
  const made = await callApi<Announcement>(request, 'admin', 'POST', 'Announcement/Create', {
    title,
    description: 'Sent with markup that would run',
    content: '<p>Kept words</p><img src=x onerror="alert(\'stored\')"><script>alert("stored")</script>',
    isPublished: true,
  });
  expect(made.status).toBe(200);
  expect(made.result.content).toBe('<p>Kept words</p>');
  await signedIn(page, 'admin', `/#/announcements/${made.result.id}`);
  await expect(editor(page)).toContainText('Kept words');
  await expect(editor(page).locator('img, script')).toHaveCount(0);
  expect(await publishedIds(request)).toContain(made.result.id);
  expect(seen).toEqual([]);
});

test('admin schedules an announcement: Schedule waits for Publish, and the app does not see it before its time', async ({
  page,
  request,
}) => {
  const title = uniqueName('Maintenance night');
  await signedIn(page, 'admin', '/#/announcements/create');
  await field(page, 'Title').fill(title);
  await field(page, 'Short description').fill('The racks close for one night.');
  await editor(page).click();
  await page.keyboard.type('Closed from 23:00 to 05:00.');

  await expect(schedule(page)).toBeDisabled();
  await press(page, 'Publish');
  await expect(publish(page)).toBeChecked();
  await expect(schedule(page)).toBeEnabled();
  await press(page, 'Schedule');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose when the announcement is published.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('group', { name: 'Scheduled time' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('011220990900');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Announcement successfully created')).toBeVisible();
  const scheduledRow = row(page, title);
  await expect(scheduledRow.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(scheduledRow).toContainText('01.12.2099 09:00');
  const made = await announcementTitled(request, title);
  expect(made).toMatchObject({ isPublished: true, isScheduled: true });
  expect(await publishedIds(request)).not.toContain(made.id);
  await expectAccessible(page);
});

test('only an admin has announcements: support sees the access-denied view, and the API refuses it', async ({
  page,
  request,
}) => {
  await signedIn(page, 'support');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Announcements' })).toBeHidden();
  for (const path of ['/announcements', '/announcements/create', '/announcements/1']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await callApi(request, 'support', 'POST', 'Announcement/GetList', {})).status).toBe(403);
  expect(
    (await callApi(request, 'client', 'POST', 'Announcement/Create', { title: 'x', description: 'x', content: 'x' })).status,
  ).toBe(403);
});

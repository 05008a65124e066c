import type { Page } from '@playwright/test';
import type { MessageTemplate, Page as ListPage } from '@velo/api-client';
import { apiToken, callApi, expect, expectAccessible, signedIn, test, uniqueName } from './helpers.ts';
import { markupThatWouldRun, pasteHtml, watchForScripts } from './richText.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Text' });
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
const placeholderChips = (page: Page) =>
  page.getByRole('list', { name: 'Placeholders the server fills in' }).getByRole('listitem');

async function templateNamed(request: Parameters<typeof callApi>[0], name: string) {
  const list = await callApi<ListPage<MessageTemplate>>(request, 'admin', 'POST', 'MessageTemplate/GetList', {
    filterRule: { condition: 'and', filterRules: [{ field: 'Name', operator: 'equal', value: name }] },
  });
  expect(list.result.items).toHaveLength(1);
  return list.result.items[0]!;
}

test('admin writes a template in rich text; a pasted <img onerror>, script or javascript: link never runs; then shows and edits it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const seen = watchForScripts(page);
  const name = uniqueName('Receipt');
  await signedIn(page, 'admin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Message Templates' }).click();
  await expect(page.getByRole('heading', { name: 'Message Templates' })).toBeVisible();
  await expect(row(page, 'PasswordResetCode').first()).toBeVisible();
  await expect(row(page, 'WelcomeEmail').filter({ hasText: 'Nordlys Parkering AS' })).toBeVisible();
  await expectAccessible(page, 'message templates');

  await page.getByRole('link', { name: 'Create new' }).click();
  await expect(page.getByRole('heading', { name: 'New message template' })).toBeVisible();
  await expect(
    page.getByText('Do not change the values in double braces, such as {{UserName}}: the server fills them in.'),
  ).toBeVisible();
  await expect(editor(page)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form is not valid. Please check for errors')).toBeVisible();
  await expect(field(page, 'Name')).toHaveAccessibleDescription('This field is required');
  await expectAccessible(page);

  // A name the product has in both languages leaves none to offer.
  await field(page, 'Name').fill('PasswordResetCode');
  await expect(page.getByText('This name has a template in every language: choose another name.')).toBeVisible();
  await field(page, 'Name').fill(name);
  await expect(page.getByText('This name has a template in every language: choose another name.')).toBeHidden();
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'Norsk' }).click();
  await field(page, 'Subject').fill('Kvittering for {{LocationName}}');
  await editor(page).click();
  await page.keyboard.type('Hei {{UserName}}, ');
  await pasteHtml(
    editor(page),
    `<p>takk for <b>handelen</b>.</p>${markupThatWouldRun}<p>Hilsen Velo</p>`,
    'takk for handelen. Hilsen Velo',
  );
  await expect(editor(page).locator('strong, b').filter({ hasText: 'handelen' })).toBeVisible();
  await expect(editor(page).locator('img, script, a[href^="javascript"]')).toHaveCount(0);
  await expect(placeholderChips(page)).toHaveText(['{{LocationName}}', '{{UserName}}']);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  const saved = page.getByRole('alertdialog').filter({ hasText: 'Saved successfully' });
  await expect(saved).toBeVisible();
  // The toast stays while the pointer rests on it (it opens where Save was): closed, so the next save's is its own.
  await saved.getByRole('button', { name: 'Close' }).click();
  await expect(saved).toHaveCount(0);
  await expect(page).toHaveURL(/#\/message-templates\/\d+\/show$/);
  const made = await templateNamed(request, name);
  expect(made).toMatchObject({ languageName: 'Norsk', subject: 'Kvittering for {{LocationName}}', client: null });
  expect(made.text).toContain('{{UserName}}');
  expect(made.text).not.toMatch(/<img|onerror|<script|javascript|alert/i);

  // After a reload the show page has the saved text, and nothing pasted came back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Hilsen Velo')).toBeVisible();
  await expect(page.locator('main').locator('script, a[href^="javascript"]')).toHaveCount(0);
  await expect(placeholderChips(page)).toHaveText(['{{LocationName}}', '{{UserName}}']);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to message templates' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, name)).toContainText('Norsk');
  await row(page, name)
    .getByRole('link', { name: `Edit ${name} (Norsk)` })
    .click();

  await expect(page.getByRole('heading', { name: 'Edit message template' })).toBeVisible();
  await expect(editor(page)).toContainText('Hei {{UserName}}');
  await expect(page.getByText('Do not change the values in double braces')).toBeHidden();
  // A placeholder broken in the text: the first Save warns, the second saves it as it is.
  await editor(page).getByText('Hilsen Velo').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' {{Location Name}}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('The server cannot fill in “{{Location Name}}”');
  await expectAccessible(page);
  await field(page, 'Subject').fill('Kvittering');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('The saved text had “{{LocationName}}”');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/message-templates/${made.id}/show$`));
  await expect(page.getByText('Hilsen Velo {{Location Name}}')).toBeVisible();
  const edited = await templateNamed(request, name);
  expect(edited).toMatchObject({ subject: 'Kvittering' });
  expect(edited.lastModificationTime).not.toBeNull();
  expect(seen).toEqual([]);
});

test('an <img onerror> or <script> saved through the API never reaches the page: the server drops them, the show page has the rest', async ({
  page,
  request,
}) => {
  const seen = watchForScripts(page);
  const name = uniqueName('Stored markup');
  const saved = await callApi<MessageTemplate>(request, 'admin', 'POST', 'MessageTemplate/CreateOrUpdateMessageTemplate', {
    name,
    languageId: 1,
    text: '<p>Kept {{UserName}}</p><img src=x onerror="alert(\'stored\')"><script>alert("stored")</script>',
  });
  expect(saved.status).toBe(200);
  expect(saved.result.text).toBe('<p>Kept {{UserName}}</p>');
  await signedIn(page, 'admin', `/#/message-templates/${saved.result.id}/show`);
  await expect(page.getByText('Kept {{UserName}}')).toBeVisible();
  await expect(page.locator('main').locator('img, script')).toHaveCount(0);
  await page.goto(`/#/message-templates/${saved.result.id}`);
  await expect(editor(page)).toContainText('Kept {{UserName}}');
  await expect(editor(page).locator('img, script')).toHaveCount(0);
  await expectAccessible(page, 'message template');
  expect(seen).toEqual([]);
});

test('on a phone the list is cards: each with its name, language, subject, client and Edit', async ({ page }) => {
  await signedIn(page, 'admin');
  await page.setViewportSize({ width: 390, height: 844 });
  // Other journeys add templates: the search keeps the demo's welcome e-mails on the first page.
  await page.goto('/#/message-templates?search=WelcomeEmail');
  const cards = page.getByRole('list', { name: 'Message templates' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('grid')).toBeHidden();
  const welcome = cards.filter({ hasText: 'Nordlys Parkering AS' });
  await expect(welcome.getByRole('heading', { level: 2, name: 'WelcomeEmail' })).toBeVisible();
  await expect(welcome).toContainText('LanguageNorsk');
  await expect(welcome.getByRole('link', { name: 'Edit WelcomeEmail (Norsk)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await welcome.getByRole('link', { name: 'WelcomeEmail', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WelcomeEmail' })).toBeVisible();
  await expect(page.getByText('Velkommen som kunde hos')).toBeVisible();
});

test('only an admin has message templates: support and client see the access-denied view, and the API refuses them', async ({
  page,
  request,
}) => {
  await signedIn(page, 'support');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Message Templates' })).toBeHidden();
  for (const path of ['/message-templates', '/message-templates/create', '/message-templates/1', '/message-templates/1/show']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  }
  await expectAccessible(page);
  expect((await callApi(request, 'support', 'POST', 'MessageTemplate/GetList', {})).status).toBe(403);
  expect(
    (
      await callApi(request, 'client', 'POST', 'MessageTemplate/CreateOrUpdateMessageTemplate', {
        name: 'x',
        languageId: 1,
        text: 'x',
      })
    ).status,
  ).toBe(403);
});

/** A real image of the given kind, drawn by the browser, as the file an admin picks. */
async function drawnImage(page: Page, type: 'image/png' | 'image/jpeg', name: string) {
  const dataUrl = await page.evaluate((kind) => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 32;
    const context = canvas.getContext('2d')!;
    context.fillStyle = kind === 'image/png' ? '#2a7' : '#c52';
    context.fillRect(0, 0, 48, 32);
    return canvas.toDataURL(kind);
  }, type);
  return { name, mimeType: type, buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') };
}

test('admin gives a template an image, sees it on its page and replaces it; a file that only claims to be a png is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = uniqueName('With image');
  const fileInput = page.locator('input[type="file"]');
  await signedIn(page, 'admin', '/#/message-templates/create');
  await field(page, 'Name').fill(name);
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await editor(page).click();
  await page.keyboard.type('Hi {{UserName}}');

  // A page named and declared a png: the picker reads its first bytes and says what it takes.
  await fileInput.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script>'),
  });
  await expect(page.getByRole('alert')).toHaveText('Choose a PNG or JPEG image.');
  await expect(page.getByRole('img', { name: "The template's image" })).toHaveCount(0);
  await expectAccessible(page);

  await fileInput.setInputFiles(await drawnImage(page, 'image/png', 'green.png'));
  await expect(page.getByRole('img', { name: "The template's image" })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();

  const saved = page.getByRole('alertdialog').filter({ hasText: 'Saved successfully' });
  await expect(saved).toBeVisible();
  // The toast stays while the pointer rests on it (it opens where Save was): closed, so the next save's is its own.
  await saved.getByRole('button', { name: 'Close' }).click();
  await expect(saved).toHaveCount(0);
  await expect(page).toHaveURL(/#\/message-templates\/\d+\/show$/);
  const shown = page.getByRole('img', { name: `Attached to ${name}` });
  await expect(shown).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  await expectAccessible(page);
  const made = await templateNamed(request, name);
  expect(made.hasImage).toBe(true);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit message template' })).toBeVisible();
  await expect(page.getByRole('img', { name: "The template's image" })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await fileInput.setInputFiles(await drawnImage(page, 'image/jpeg', 'orange.jpg'));
  await expect(page.getByRole('img', { name: "The template's image" })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/message-templates/${made.id}/show$`));
  await expect(page.getByRole('img', { name: `Attached to ${name}` })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  const served = await request.get(`/api/services/app/MessageTemplate/GetImage?id=${made.id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request, 'admin')}` },
  });
  expect(served.headers()).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
  expect([...(await served.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});

import type { Page } from '@playwright/test';
import type { TermsEntry } from '@velo/api-client';
import { callApi, expect, expectAccessible, signedIn, test, uniqueName } from './helpers.ts';
import { markupThatWouldRun, pasteHtml, watchForScripts } from './richText.ts';

// The terms are edited and read in each of their languages.
const languages = [
  { id: 1, tab: 'English', other: 'Norsk', locale: 'en-GB', title: 'Terms and conditions' },
  { id: 2, tab: 'Norsk', other: 'English', locale: 'nb-NO', title: 'Vilkår og betingelser' },
];

const editor = (page: Page, tab: string) => page.getByRole('textbox', { name: `Terms and conditions (${tab})` });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const unsavedChanges = (page: Page) => page.getByRole('alertdialog', { name: 'Unsaved changes' });

async function replaceText(page: Page, tab: string, text: string) {
  await editor(page, tab).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function expectStillEditing(page: Page, tab: string, text: string) {
  await expect(unsavedChanges(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/terms-and-conditions$/);
  await expect(editor(page, tab)).toHaveText(text);
  await expect(saveButton(page)).toBeEnabled();
}

for (const language of languages)
  test(`an admin edits the terms in ${language.tab}, meets the unsaved-changes question on every way out, saves, and anyone reads them`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const scriptsSeen = watchForScripts(page);
    await signedIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Terms And Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms And Conditions' })).toBeVisible();
    await page.getByRole('tab', { name: language.tab }).click();
    await expect(editor(page, language.tab)).toContainText(language.title);
    await expect(saveButton(page)).toBeDisabled();
    await expectAccessible(page);

    const draft = uniqueName('Draft terms');
    await replaceText(page, language.tab, draft);
    await expect(saveButton(page)).toBeEnabled();

    // Another tab: Cancel keeps the edits.
    await page.getByRole('tab', { name: language.other }).click();
    await expect(unsavedChanges(page)).toContainText('Are you sure you want to leave this page, you could lose your data?');
    await expectAccessible(page);
    await unsavedChanges(page).getByRole('button', { name: 'Cancel' }).click();
    await expectStillEditing(page, language.tab, draft);

    // A link of the side menu and one of the top bar's menu.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Announcements' }).click();
    await unsavedChanges(page).getByRole('button', { name: 'Cancel' }).click();
    await expectStillEditing(page, language.tab, draft);
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await unsavedChanges(page).getByRole('button', { name: 'Cancel' }).click();
    await expectStillEditing(page, language.tab, draft);

    // The browser's back button.
    await page.evaluate(() => window.history.back());
    await expect(unsavedChanges(page)).toBeVisible();
    await unsavedChanges(page).getByRole('button', { name: 'Cancel' }).click();
    await expectStillEditing(page, language.tab, draft);

    // A reload: the browser asks, and staying keeps the edits.
    const reloadQuestion = page.waitForEvent('dialog');
    void page.evaluate(() => window.location.reload());
    const question = await reloadQuestion;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    await expectStillEditing(page, language.tab, draft);

    // Yes leaves, and the edits are gone.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Announcements' }).click();
    await unsavedChanges(page).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/#\/announcements$/);
    // The router keeps the old page until the new one has loaded: going back sooner would return to the same editor.
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/#\/terms-and-conditions$/);
    await page.getByRole('tab', { name: language.tab }).click();
    await expect(editor(page, language.tab)).not.toContainText(draft);

    // Save, with a pasted image whose handler and a script that would run.
    const saved = uniqueName('Updated terms');
    await replaceText(page, language.tab, saved);
    await pasteHtml(editor(page, language.tab), `<p>Pasted</p>${markupThatWouldRun}`, 'Pasted');
    await expect(editor(page, language.tab)).toContainText('Pasted');
    await saveButton(page).click();
    await expect(page.getByText('Saved successfully')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    const stored = await callApi<TermsEntry[]>(request, 'admin', 'GET', 'TermsAndConditions/GetAdminTermsAndConditions');
    const entry = stored.result.find((terms) => terms.languageId === language.id)!;
    expect(entry.value).toContain(saved);
    expect(entry.value).not.toMatch(/<img|<script|onerror/i);

    // Nothing left to ask about: a reload goes ahead, and what was pasted is gone.
    await page.reload();
    await page.getByRole('tab', { name: language.tab }).click();
    await expect(editor(page, language.tab)).toContainText(saved);
    await expect(editor(page, language.tab).locator('img, script')).toHaveCount(0);
    expect(scriptsSeen).toEqual([]);

    // Signed out, in the reader's language.
    const reader = await browser.newContext({
      baseURL,
      colorScheme: test.info().project.use.colorScheme,
      locale: language.locale,
    });
    const publicPage = await reader.newPage();
    await publicPage.goto('/#/terms&conditions');
    await expect(publicPage.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(publicPage.getByRole('main')).toContainText(saved);
    await expect(publicPage.getByRole('button', { name: language.tab })).toHaveAttribute('aria-pressed', 'true');
    await expect(publicPage.locator('main img, main script')).toHaveCount(0);
    await expectAccessible(publicPage);
    await publicPage.getByRole('button', { name: language.other }).click();
    await expect(publicPage.getByRole('main')).not.toContainText(saved);
    await expect(publicPage.getByRole('heading', { level: 1 })).toBeVisible();
    await reader.close();
  });

/** Terms as long as an admin's, the same whichever journeys saved theirs on this server before. */
const longTerms = [
  '<h1>Terms and conditions</h1>',
  ...Array.from({ length: 3 }, (_, index) => [
    `<h2>Section ${index + 1}</h2>`,
    '<p>A rental starts when the door opens for you and ends when you end it in the app. The price for the period is shown before you pay.</p>',
    '<ul><li>Only store bicycles, helmets, bags and similar equipment.</li><li>Close the door behind you.</li></ul>',
  ]),
].flat();

test('the public terms read well on a phone', async ({ page, request }) => {
  const stored = await callApi<TermsEntry[]>(request, 'admin', 'GET', 'TermsAndConditions/GetAdminTermsAndConditions');
  const english = stored.result.find((terms) => terms.languageId === 1)!;
  const saved = await callApi(request, 'admin', 'POST', 'TermsAndConditions/Save', {
    value: longTerms.join(''),
    languageId: 1,
    concurrencyStamp: english.concurrencyStamp,
  });
  expect(saved.status).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/terms&conditions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'terms on a phone');
});

test('the terms editor is the admin’s: support gets the access-denied view', async ({ page, request }) => {
  await signedIn(page, 'support', '/#/terms-and-conditions');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect((await callApi(request, 'support', 'GET', 'TermsAndConditions/GetAdminTermsAndConditions')).status).toBe(403);
});

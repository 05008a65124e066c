import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, expect, expectAccessible, signIn, test } from './helpers.ts';

type OutboxMessage = { id: number; channel: string; to: string; text: string };

test.use({ viewport: { width: 390, height: 844 } });

const shoot = (page: Page, step: string) =>
  page.screenshot({ path: test.info().outputPath(`reset-${step}-${test.info().project.name}.png`), fullPage: true });

/** The reset code of the newest e-mail to the address, which goes out just after the call's answer. */
async function mailedCode(request: APIRequestContext, emailAddress: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await (await request.get('/api/dev/outbox')).json();
      const mail = (outbox.result.items as OutboxMessage[]).find(
        (message) => message.channel === 'email' && message.to === emailAddress,
      );
      code = mail?.text.match(/\b([A-Z2-9]{10})\b/)?.[1];
      return code ?? null;
    })
    .not.toBeNull();
  return code!;
}

test('a forgotten password is reset from the sign-in page with the e-mailed code; the old session ends and the new password signs in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A console user of this run (support staff), not a demo user.
  const userName = `reset-${test.info().project.name}-${Date.now().toString(36)}`;
  const emailAddress = `${userName}@example.test`;
  const oldPassword = 'Before#Reset1';
  const newPassword = 'After#Reset2';
  const made = await callApi(request, 'admin', 'POST', 'User/Create', {
    userName,
    emailAddress,
    password: oldPassword,
    name: 'Reset',
    surname: 'Journey',
  });
  expect(made.status, made.error?.message).toBe(200);

  // An old session of the user, in another browser.
  const elsewhere = await browser.newContext();
  const oldSession = await elsewhere.newPage();
  await signIn(oldSession, userName, oldPassword);
  await expect(oldSession.getByRole('button', { name: 'Account menu, Reset Journey' })).toBeVisible();

  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await expectAccessible(page, 'reset password');
  await shoot(page, '0-email');

  const email = page.getByRole('textbox', { name: 'Email' });
  const send = page.getByRole('button', { name: 'Reset password' });
  await send.click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await email.fill('not-an-address@');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await shoot(page, '0-email-invalid');
  await email.fill(emailAddress);
  await send.click();
  await expect(page.getByText(`We sent a reset code to ${emailAddress}.`, { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, '1-code');

  const codeField = page.getByRole('textbox', { name: 'Reset code' });
  const check = page.getByRole('button', { name: 'Check reset code' });
  await check.click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await codeField.fill('WRONGCODE2');
  await check.click();
  await expect(page.getByText('Reset code is not valid')).toBeVisible();
  await shoot(page, '1-code-wrong');

  const code = await mailedCode(request, emailAddress);
  await codeField.fill(code);
  await check.click();
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expectAccessible(page);

  const fresh = page.getByLabel('New Password');
  const repeat = page.getByLabel('Repeat Password');
  const change = page.getByRole('button', { name: 'Change password' });
  await page.getByRole('button', { name: 'Password rules' }).click();
  await expect(page.getByRole('tooltip')).toContainText('At least 8 characters');
  await shoot(page, '2-rules');
  await page.keyboard.press('Escape');
  await fresh.focus();
  await fresh.blur();
  await expect(page.getByText('This field is required')).toBeVisible();
  await change.click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();
  await shoot(page, '2-empty');
  await fresh.fill('short');
  await repeat.fill('short');
  await change.click();
  await expect(page.getByText('New password is not valid')).toBeVisible();
  await fresh.fill(newPassword);
  await change.click();
  await expect(page.getByText('Repeated password does not match the new password')).toBeVisible();
  await shoot(page, '2-mismatch');
  await repeat.fill(newPassword);
  await change.click();
  await expect(page.getByRole('heading', { name: 'Password successfully changed!' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, '3-done');
  // The red snackbar of the wrong code hides itself after 6 seconds.
  await expect(page.getByText('Reset code is not valid')).toBeHidden({ timeout: 10_000 });

  // The old session has ended: its next call is refused and it is back at sign-in.
  await oldSession.reload();
  await expect(oldSession.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await elsewhere.close();

  await page.getByRole('link', { name: 'Click here to go to login' }).click();
  await page.getByLabel('User name or e-mail').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu, Reset Journey' })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { callApi, expect, expectAccessible, test } from './helpers.ts';

type OutboxMessage = { id: number; channel: string; to: string; text: string };
type Page_<T> = { items: T[]; totalCount: number };

// The invitation is for the app's users on their phones.
test.use({ viewport: { width: 390, height: 844 } });

/** A screenshot of the step in the run's results, to look at. */
const shoot = (page: Page, step: string) =>
  page.screenshot({ path: test.info().outputPath(`invite-${step}-${test.info().project.name}.png`), fullPage: true });

test('an invited end user gets access with the SMS code, in Norwegian, from the location invite link to the app stores', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A private location that admits groups, and its invite code, as an admin would share it.
  const privateLocations = await callApi<Page_<{ id: number; name: string }>>(request, 'admin', 'POST', 'Location/GetList', {
    maxResultCount: 50,
    filterRule: { condition: 'and', filterRules: [{ field: 'AccessControlType', operator: 'equal', value: 1 }] },
  });
  let location: { id: number; groupIds: number[] } | null = null;
  for (const candidate of privateLocations.result.items) {
    const groups = await callApi<Page_<{ id: number }>>(request, 'admin', 'POST', 'Location/GetLocationGroups', {
      inLocation: true,
      locationId: candidate.id,
      maxResultCount: 50,
    });
    if (groups.result.totalCount > 0) {
      location = { id: candidate.id, groupIds: groups.result.items.map((group) => group.id) };
      break;
    }
  }
  expect(location, 'a private location with groups in the demo').not.toBeNull();
  const inviteCode = (await callApi<string>(request, 'admin', 'GET', `Location/GetInviteCode?locationId=${location!.id}`)).result;

  // A Norwegian mobile number of this run: 9 and seven digits.
  const national = `9${Date.now().toString().slice(-7)}`;
  const wire = `0047${national}`;

  await page.goto(`/#/invite/${inviteCode}`);
  await expect(page.getByRole('heading', { name: 'Velkommen!' })).toBeVisible();
  await expect(page.getByText(/Arbeidsplassen din har valgt sykkelskap/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expectAccessible(page, 'invitation');
  await shoot(page, '0-greeting');

  await page.getByRole('button', { name: 'Få tilgang' }).click();
  await expect(page.getByRole('tab', { name: 'Mobilnummer', selected: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Land' })).toHaveValue('Norge (+47)');
  await expect(page.getByRole('link', { name: 'vilkårene for bruk' })).toHaveAttribute('href', '#/terms&conditions');
  await expectAccessible(page);
  await shoot(page, '1-phone');

  await page.getByRole('textbox', { name: 'Mobilnummer' }).fill(national);
  await page.getByRole('button', { name: 'Send kode' }).click();
  await expect(page.getByRole('tab', { name: 'Bekreftelseskode', selected: true })).toBeVisible();
  const next = page.getByRole('button', { name: 'Neste' });
  await expect(next).toBeDisabled();
  await expectAccessible(page);
  await shoot(page, '1-code');

  const outbox = await (await request.get('/api/dev/outbox')).json();
  const sms = (outbox.result.items as OutboxMessage[]).find(
    (message) => message.channel === 'sms' && message.to === `47${national}`,
  );
  const code = sms?.text.match(/\b(\d{4})\b/)?.[1];
  expect(code, `the SMS: ${sms?.text}`).toBeDefined();

  const codeField = page.getByRole('textbox', { name: 'Bekreftelseskode' });
  await codeField.fill(code === '0000' ? '1111' : '0000');
  await next.click();
  await expect(page.getByText('Koden er feil. Prøv igjen.')).toBeVisible();
  await shoot(page, '1-wrong-code');

  await codeField.fill(code!);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Du har fått tilgang!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last ned i App Store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last ned på Google Play' })).toBeVisible();
  // The error snackbar hides itself after 4 seconds.
  await expect(page.getByText('Koden er feil. Prøv igjen.')).toBeHidden({ timeout: 6_000 });
  await expectAccessible(page);
  await shoot(page, '2-success');

  // The end user exists, is no staff, and is in every group of the location.
  const users = await callApi<Page_<{ id: number; userName: string; isAdmin: boolean }>>(
    request,
    'admin',
    'POST',
    'User/GetList',
    {
      maxResultCount: 5,
      filterRule: { condition: 'and', filterRules: [{ field: 'UserName', operator: 'equal', value: wire }] },
    },
  );
  expect(users.result.items).toEqual([expect.objectContaining({ userName: wire, isAdmin: false })]);
  const userId = users.result.items[0]!.id;
  for (const groupId of location!.groupIds) {
    const members = await callApi<Page_<{ id: number }>>(request, 'admin', 'POST', 'Group/GetGroupUsers', {
      groupId,
      maxResultCount: 1000,
      filterRule: { condition: 'and', filterRules: [{ field: 'UserName', operator: 'equal', value: wire }] },
    });
    expect(
      members.result.items.map((member) => member.id),
      `group ${groupId}`,
    ).toEqual([userId]);
  }
});

test('an unknown invite code is refused with the error snackbar', async ({ page }) => {
  await page.goto('/#/invite/NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Få tilgang' }).click();
  await page.getByRole('textbox', { name: 'Mobilnummer' }).fill('912 34 567');
  await page.getByRole('button', { name: 'Send kode' }).click();
  await expect(page.getByText('Invitasjonslenken er ikke gyldig. Be arbeidsplassen din om en ny lenke.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mobilnummer', selected: true })).toBeVisible();
  await expectAccessible(page);
});

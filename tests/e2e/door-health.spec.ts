import type { APIRequestContext } from '@playwright/test';
import type { Door, DoorAttention, Page as ListPage } from '@velo/api-client';
import { apiToken, callApi, expect, expectAccessible, signedIn, test } from './helpers.ts';

/** An NB door of the demo, the first by id: both theme runs make the same door unhealthy. */
async function nbDoor(request: APIRequestContext) {
  const answer = await callApi<ListPage<Door>>(request, 'admin', 'POST', 'Door/GetList', {
    sorting: 'Id ASC',
    maxResultCount: 1,
    filterRule: {
      condition: 'and',
      filterRules: [
        { field: 'LockType', operator: 'equal', value: 2 },
        { field: 'IsActive', operator: 'equal', value: true },
      ],
    },
  });
  expect(answer.status).toBe(200);
  return answer.result.items[0]!;
}

/** The demo's device simulator reports this state for the door (the dev route, admin only). */
async function deviceReport(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/api/dev/deviceReport', {
    headers: { Authorization: `Bearer ${await apiToken(request, 'admin')}` },
    data: body,
  });
  expect(response.status()).toBe(200);
}

test('a door the simulator made unhealthy is on home with its reasons and links to its diagnostics', async ({
  page,
  request,
}) => {
  const door = await nbDoor(request);
  await deviceReport(request, { doorId: door.id, deviceStatus: 'OFFLINE', batteryLevel: 8, minutesAgo: 120 });

  // The server's own answer for the door's location, worst first.
  const attention = await callApi<DoorAttention[]>(request, 'admin', 'POST', 'Dashboard/GetDoorsNeedingAttention', {
    locationId: door.locationId,
  });
  expect(attention.result.find((row) => row.doorId === door.id)?.reasons).toEqual(
    expect.arrayContaining(['offline', 'lowBattery']),
  );

  await signedIn(page, 'admin');
  await page.goto(`/#/?location=${door.locationId}`);
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Doors that need attention' }) });
  const link = card.getByRole('link', { name: door.name, exact: true });
  await expect(link).toBeVisible();
  const reasons = card.getByRole('list', { name: `Why ${door.name} needs attention` });
  await expect(reasons.getByRole('listitem').nth(0)).toHaveText('Offline for 2 h');
  await expect(reasons.getByRole('listitem').nth(1)).toHaveText('Battery 8 %');
  await expectAccessible(page);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`#/diagnostic/${door.id}/show`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(door.name);
  await expectAccessible(page);

  // Back online and charged: the door leaves the list.
  await deviceReport(request, { doorId: door.id, deviceStatus: 'ONLINE', batteryLevel: 95 });
  await page.goBack();
  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: door.name, exact: true })).toHaveCount(0);
});

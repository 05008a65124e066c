import { expect, expectAccessible, test } from './helpers.ts';

test('anyone reads the API docs: finds an endpoint by its service, opens its request and answer, and follows a shared schema', async ({
  page,
  request,
}) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Velo back-office API' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Location', exact: true }).click();
  const service = page.getByRole('region', { name: 'Location', exact: true });
  await expect(service).toBeInViewport();

  const activate = service.getByRole('article', { name: 'POST /api/services/app/Location/Activate' });
  await expect(activate).toContainText('Needs the permission "activate location"');
  const isActive = activate.getByText('isActive', { exact: true });
  await expect(isActive).toBeHidden();
  await activate.getByText('Request body').click();
  await expect(isActive).toBeVisible();
  await expect(activate.locator('li').filter({ has: page.getByText('isActive', { exact: true }) })).toContainText(
    'boolean required',
  );

  const list = service.getByRole('article', { name: 'POST /api/services/app/Location/GetList' });
  await list.getByText('Answer:').click();
  await expect(list.getByText('totalCount', { exact: true })).toBeVisible();
  await list.getByText('Request body').click();
  // The list's own filter rule, whose fields are the locations list's.
  const filterRule = list.getByRole('link', { name: /GetList\.FilterRule$/ }).first();
  const schemaName = (await filterRule.textContent())!.trim();
  await filterRule.click();
  await expect(page.getByRole('heading', { level: 3, name: schemaName, exact: true })).toBeInViewport();

  await expectAccessible(page, 'api docs');

  const document = await request.get('/api/docs/openapi.json');
  expect(document.ok()).toBe(true);
  expect((await document.json()).paths['/api/services/app/Location/Activate'].post['x-permission']).toEqual([
    'activate',
    'location',
  ]);
});

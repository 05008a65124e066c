import type { Door, Location } from '@velo/api-client/contract';
import { asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

const doorList = (body: object, userName = 'admin') =>
  request<{ items: Door[]; totalCount: number }>(t.app, {
    method: 'POST',
    url: '/api/services/app/Location/GetDoorList',
    body,
    token: tokens[userName],
  });
const get = async (id: number) =>
  (await request<Location>(t.app, { method: 'GET', url: `/api/services/app/Location/Get?Id=${id}`, token: tokens.admin })).result;
const firstOf = async (clientId: number | null) =>
  (
    await t.db
      .select({ id: locations.id })
      .from(locations)
      .where(clientId === null ? isNull(locations.clientId) : eq(locations.clientId, clientId))
      .orderBy(asc(locations.id))
      .limit(1)
  )[0]!.id;

describe('Location/GetDoorList', () => {
  it("answers a location's doors by id, as Location/Get reads them, paged", async () => {
    const id = await firstOf(1);
    const { doors } = await get(id);
    expect(doors.length).toBeGreaterThan(3);
    const all = await doorList({ locationId: id, maxResultCount: 100 });
    expect(all.status).toBe(200);
    expect(all.result).toEqual({ items: doors, totalCount: doors.length });
    const second = await doorList({ locationId: id, skipCount: 2, maxResultCount: 2 });
    expect(second.result).toEqual({ items: doors.slice(2, 4), totalCount: doors.length });
  });

  it('sorts by name when asked', async () => {
    const id = await firstOf(2);
    const { doors } = await get(id);
    const byName = [...doors].sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : b.id - a.id)).map((door) => door.name);
    const answer = await doorList({ locationId: id, sorting: 'Name DESC', maxResultCount: 100 });
    expect(answer.result.items.map((door) => door.name)).toEqual(byName);
    const refused = await doorList({ locationId: id, sorting: 'Description' });
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('Request.NotValid');
  });

  it("lets a client administrator read its own location's doors at either access level, and no other's", async () => {
    const own = await doorList({ locationId: await firstOf(1) }, 'client');
    expect(own.status).toBe(200);
    expect(own.result.totalCount).toBeGreaterThan(0);
    expect((await doorList({ locationId: await firstOf(2) }, 'client-read')).status).toBe(200);
    for (const clientId of [2, null]) {
      const foreign = await doorList({ locationId: await firstOf(clientId) }, 'client');
      expect(foreign.status, String(clientId)).toBe(404);
      expect(foreign.error?.message).toBe('There is no location with this id.');
    }
  });

  it('refuses support staff with 403 and a missing location id with 400', async () => {
    const support = await doorList({ locationId: await firstOf(1) }, 'support');
    expect(support.status).toBe(403);
    const missing = await doorList({ maxResultCount: 10 });
    expect(missing.status).toBe(400);
    expect(missing.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(['locationId']);
  });
});

import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { User } from '@velo/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { userGroupMembers, userGroups, users } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { addUser } from '../testing/testUsers.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const idOf: Record<string, number> = {};
let endUserOfClient1: number;
let endUserOfClient2: number;
let endUserWithoutClient: number;
let otherAdministratorOfClient1: number;

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support']) {
    const session = await signIn(t.app, userName);
    tokens[userName] = session.accessToken;
    idOf[userName] = session.userId;
  }
  const endUser = async (clientId: number | null) => {
    const [row] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(clientId === null ? isNull(users.clientId) : eq(users.clientId, clientId), eq(users.isAdmin, false)))
      .limit(1);
    return row!.id;
  };
  endUserOfClient1 = await endUser(1);
  endUserOfClient2 = await endUser(2);
  endUserWithoutClient = await endUser(null);
  otherAdministratorOfClient1 = (await addUser(t.db, { isAdmin: true, clientId: 1, name: 'Siri', surname: 'Lien' })).id;
});

const getUser = (id: number, userName: string, method = 'GetUserById') =>
  request<User>(t.app, { method: 'GET', url: `/api/services/app/User/${method}?id=${id}`, token: tokens[userName] });

const list = (body: unknown, userName = 'admin') =>
  request<{ items: User[]; totalCount: number }>(t.app, {
    method: 'POST',
    url: '/api/services/app/User/GetList',
    body,
    token: tokens[userName],
  });

const rule = (field: string, operator: string, value: unknown) => ({
  filterRule: { condition: 'and', filterRules: [{ field, operator, value }] },
});

describe('User/GetUserById', () => {
  it('lets an admin read anyone, in the contract shape with role names', async () => {
    const support = await getUser(idOf.support!, 'admin');
    expect(support.status).toBe(200);
    expect(support.result).toMatchObject({ userName: 'support', roleNames: ['Support'], roleId: 4, client: null, isAdmin: true });
    expect(Object.keys(support.result)).not.toContain('passwordHash');

    const endUser = await getUser(endUserOfClient2, 'admin');
    expect(endUser.result).toMatchObject({
      id: endUserOfClient2,
      clientId: 2,
      client: { id: 2, name: 'Vestland Sykkeldrift AS' },
      isAdmin: false,
    });
    expect(typeof endUser.result.fiatBalance).toBe('number');
    expect(endUser.result.concurrencyStamp).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lets a client administrator read its own client's administrators only, never its end users", async () => {
    expect((await getUser(idOf.client!, 'client')).status).toBe(200);
    expect((await getUser(otherAdministratorOfClient1, 'client')).result.name).toBe('Siri');
    for (const other of [
      endUserOfClient1,
      endUserOfClient2,
      endUserWithoutClient,
      idOf.admin!,
      idOf.support!,
      idOf['client-read']!,
    ]) {
      const answer = await getUser(other, 'client');
      expect(answer.status, `${other}`).toBe(404);
      expect(answer.error?.code).toBe('Request.NotFound');
      expect(answer.result).toBeNull();
    }
  });

  it('lets support staff read themselves only', async () => {
    expect((await getUser(idOf.support!, 'support')).result.userName).toBe('support');
    expect((await getUser(idOf.admin!, 'support')).status).toBe(404);
    expect((await getUser(endUserOfClient1, 'support')).status).toBe(404);
  });

  it('answers 404 for an id nobody has', async () => {
    expect((await getUser(999_999, 'admin')).status).toBe(404);
  });

  it('never shows a password hash, though every demo user has one', async () => {
    const [withHash] = await t.db.select({ id: users.id }).from(users).where(isNotNull(users.passwordHash)).limit(1);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/services/app/User/GetUserById?id=${withHash!.id}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(response.body).not.toContain('argon2');
  });
});

describe('User/Get', () => {
  it('answers a user as the list does', async () => {
    const page = await list({ ...rule('Id', 'equal', endUserOfClient1) });
    const answer = await getUser(endUserOfClient1, 'admin', 'Get');
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual(page.result.items[0]);
  });

  it("answers another tenant's user 404 to a client administrator, and refuses support staff", async () => {
    expect((await getUser(otherAdministratorOfClient1, 'client-read', 'Get')).status).toBe(404);
    expect((await getUser(endUserOfClient2, 'client-read', 'Get')).status).toBe(404);
    expect((await getUser(idOf['client-read']!, 'client-read', 'Get')).status).toBe(200);
    const support = await getUser(idOf.support!, 'support', 'Get');
    expect(support.status).toBe(403);
    expect(support.error?.code).toBe('Auth.Forbidden');
  });
});

describe('User/GetList', () => {
  it('lists the Administrators tab (staff) and the End users tab, newest first, ten a page by default', async () => {
    const staff = await list(rule('IsAdmin', 'equal', true));
    expect(staff.status).toBe(200);
    expect(staff.result.items.every((user) => user.isAdmin)).toBe(true);
    expect(staff.result.items.map((user) => user.userName)).toEqual(expect.arrayContaining(['admin', 'support', 'client']));
    const times = staff.result.items.map((user) => user.creationTime);
    expect(times).toEqual([...times].sort().reverse());

    const endUsers = await list(rule('IsAdmin', 'equal', false));
    expect(endUsers.result.items).toHaveLength(10);
    expect(endUsers.result.totalCount).toBe(3000);
    expect(endUsers.result.items.every((user) => !user.isAdmin)).toBe(true);
  });

  it("answers each user's customer: the clients whose private groups hold it, by name, once each", async () => {
    const member = await addUser(t.db, { isAdmin: false, clientId: null });
    const outsider = await addUser(t.db, { isAdmin: false, clientId: null });
    const groups = await t.db
      .insert(userGroups)
      .values([
        { name: 'Vestland riders', clientId: 2 },
        { name: 'Nordlys riders', clientId: 1 },
        { name: 'Nordlys staff bikes', clientId: 1 },
        { name: 'No client', clientId: null },
      ])
      .returning({ id: userGroups.id });
    await t.db.insert(userGroupMembers).values(groups.map(({ id }) => ({ groupId: id, userId: member.id })));

    const found = await list(rule('Id', 'in', [member.id, outsider.id]));
    expect(found.status).toBe(200);
    const customers = new Map(found.result.items.map((user) => [user.id, user.customer]));
    expect(customers.get(member.id)).toEqual({ name: 'Nordlys Parkering AS, Vestland Sykkeldrift AS' });
    expect(customers.get(outsider.id)).toBeNull();
    expect((await getUser(member.id, 'admin')).result.customer).toEqual({
      name: 'Nordlys Parkering AS, Vestland Sykkeldrift AS',
    });
  });

  it('searches user name, names and e-mail address together, whatever the case', async () => {
    const [kari] = await t.db.select().from(users).where(eq(users.userName, 'client'));
    for (const text of ['KARI', 'nordmann', 'nordlysparkering.no', 'CLIEN']) {
      const found = await list({ ...rule('Search', 'contains', text), maxResultCount: 1000 });
      expect(found.status, text).toBe(200);
      expect(
        found.result.items.map((user) => user.id),
        text,
      ).toContain(kari!.id);
      expect(found.result.items.length, text).toBeLessThan(300);
    }
    const phone = (await getUser(endUserOfClient1, 'admin')).result.userName;
    const byPhone = await list(rule('Search', 'contains', phone.slice(2)));
    expect(byPhone.result.items.map((user) => user.id)).toEqual([endUserOfClient1]);
    expect((await list(rule('Search', 'contains', '%'))).result.totalCount).toBe(0);
  });

  it('sorts by the fields it offers, and refuses to sort by the search', async () => {
    const byName = await list({ ...rule('IsAdmin', 'equal', true), sorting: 'UserName ASC', maxResultCount: 100 });
    const names = byName.result.items.map((user) => user.userName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bySearch = await list({ sorting: 'Search ASC' });
    expect(bySearch.status).toBe(400);
    expect(bySearch.error?.validationErrors?.[0]?.members).toEqual(['sorting']);
    const byHash = await list(rule('PasswordHash', 'is_null', null));
    expect(byHash.status).toBe(400);
  });

  it("gives a client administrator its own client's administrators only", async () => {
    const own = await list({ maxResultCount: 1000 }, 'client');
    expect(own.status).toBe(200);
    expect(own.result.items.length).toBeGreaterThanOrEqual(2);
    expect(own.result.items.every((user) => user.isAdmin && user.clientId === 1)).toBe(true);
    const endUsers = await list({ ...rule('IsAdmin', 'equal', false) }, 'client');
    expect(endUsers.result).toEqual({ items: [], totalCount: 0 });
    const otherClient = await list({ ...rule('ClientId', 'equal', 2) }, 'client');
    expect(otherClient.result.totalCount).toBe(0);
    const read = await list({ maxResultCount: 1000 }, 'client-read');
    expect(read.result.items.map((user) => user.userName)).toEqual(['client-read']);
  });

  it('refuses support staff', async () => {
    expect((await list({}, 'support')).status).toBe(403);
  });
});

import type { ClientUser } from '@velo/api-client/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { authenticate, request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const idOf: Record<string, number> = {};
const password = 'Sykkel#2025';

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support']) {
    const session = await signIn(t.app, userName);
    tokens[userName] = session.accessToken;
    idOf[userName] = session.userId;
  }
});

const call = (method: 'POST' | 'DELETE', path: string, body?: unknown, userName: string | null = 'admin') =>
  request(t.app, {
    method,
    url: `/api/services/app/${path}`,
    ...(body === undefined ? {} : { body }),
    ...(userName ? { token: tokens[userName] } : {}),
  });
const administrators = (body: unknown, userName?: string | null) => call('POST', 'Client/GetAdministrators', body, userName);
const createAdministrator = (body: unknown, userName?: string | null) =>
  call('POST', 'Client/CreateAdministrator', body, userName);
const deleteAdministrator = (id: number, userName?: string | null) =>
  call('DELETE', `Client/DeleteAdministrator?id=${id}`, undefined, userName);

let made = 0;
function newAdministrator(clientId: number, fields: Record<string, unknown> = {}) {
  made += 1;
  return {
    clientId,
    userName: `leder-${made}`,
    emailAddress: `leder-${made}@example.no`,
    name: 'Siri',
    surname: `Leder${made}`,
    password,
    repeatPassword: password,
    ...fields,
  };
}

async function usersOfClient(clientId: number) {
  return t.db.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.clientId, clientId));
}

describe('Client/GetAdministrators', () => {
  it("gives an admin all of a client's users, administrators first, ten a page", async () => {
    const all = await usersOfClient(1);
    const first = await administrators({ clientId: 1 });
    expect(first.status).toBe(200);
    expect(first.result.totalCount).toBe(all.length);
    expect(first.result.items).toHaveLength(10);
    expect(first.result.items[0]).toMatchObject({
      userName: 'client',
      isAdmin: true,
      clientId: 1,
      name: 'Kari',
      surname: 'Nordmann',
    });
    expect(first.result.items.slice(1).every((user: ClientUser) => !user.isAdmin)).toBe(true);
    const endUsers = await administrators({
      clientId: 1,
      maxResultCount: 1000,
      filterRule: { condition: 'and', filterRules: [{ field: 'IsAdmin', operator: 'equal', value: false }] },
    });
    expect(endUsers.result.totalCount).toBe(all.filter((user) => !user.isAdmin).length);
  });

  it('gives a client administrator the administrators of its own client only, never end users', async () => {
    const own = await administrators({ clientId: 1, maxResultCount: 1000 }, 'client');
    expect(own.status).toBe(200);
    expect(own.result.items.every((user: ClientUser) => user.isAdmin && user.clientId === 1)).toBe(true);
    expect(own.result.totalCount).toBe((await usersOfClient(1)).filter((user) => user.isAdmin).length);
    const asked = await administrators(
      { clientId: 1, filterRule: { condition: 'and', filterRules: [{ field: 'IsAdmin', operator: 'equal', value: false }] } },
      'client',
    );
    expect(asked.result).toEqual({ items: [], totalCount: 0 });
    expect(
      (await administrators({ clientId: 2 }, 'client-read')).result.items.map((user: ClientUser) => user.userName),
    ).toContain('client-read');
  });

  it('answers another client 404 to a client administrator, and support 403', async () => {
    for (const [userName, clientId] of [
      ['client', 2],
      ['client', 3],
      ['client-read', 1],
    ] as const) {
      const answer = await administrators({ clientId }, userName);
      expect(answer.status).toBe(404);
      expect(answer.result).toBeNull();
    }
    expect((await administrators({ clientId: 1 }, 'support')).status).toBe(403);
    expect((await administrators({ clientId: 999 })).status).toBe(404);
  });
});

describe('Client/CreateAdministrator', () => {
  it('makes an administrator of the client who signs in and sees only its client', async () => {
    const body = newAdministrator(3);
    const answer = await createAdministrator(body);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      id: expect.any(Number),
      userName: body.userName,
      emailAddress: body.emailAddress,
      name: 'Siri',
      surname: body.surname,
      isAdmin: true,
      clientId: 3,
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, answer.result.id));
    expect(stored).toMatchObject({ languageId: 1, accessLevel: 2, roleId: 1, roleNames: [], isAdmin: true, clientId: 3 });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    const session = await signIn(t.app, body.userName, password);
    expect(decodeJwt(session.accessToken).IsSystemAdmin).toBeUndefined();
    const locations = await request(t.app, {
      method: 'POST',
      url: '/api/services/app/Location/GetList',
      token: session.accessToken,
      body: { maxResultCount: 1000 },
    });
    expect(locations.result.totalCount).toBeGreaterThan(0);
    expect(locations.result.items.every((location: { clientId: number }) => location.clientId === 3)).toBe(true);
    const clients = await request(t.app, { method: 'GET', url: '/api/services/app/Client/GetAll', token: session.accessToken });
    expect(clients.result.items.map((client: { id: number }) => client.id)).toEqual([3]);
  });

  it('lets a client administrator with full access add one to its own client, and answers another client 404', async () => {
    const own = await createAdministrator(newAdministrator(1), 'client');
    expect(own.status).toBe(200);
    expect(own.result.clientId).toBe(1);
    const foreign = newAdministrator(2);
    const answer = await createAdministrator(foreign, 'client');
    expect(answer.status).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.userName, foreign.userName))).toEqual([]);
  });

  it('refuses read access and support with 403, adding no one', async () => {
    for (const userName of ['client-read', 'support']) {
      const body = newAdministrator(2);
      expect((await createAdministrator(body, userName)).status).toBe(403);
      expect(await t.db.select().from(users).where(eq(users.userName, body.userName))).toEqual([]);
    }
  });

  it('refuses a user name or e-mail someone has, whatever its case', async () => {
    const name = await createAdministrator(newAdministrator(1, { userName: 'CLIENT-read' }));
    expect(name.status).toBe(400);
    expect(name.error?.code).toBe('User.UserNameTaken');
    const email = await createAdministrator(newAdministrator(1, { emailAddress: 'Kari.Nordmann@nordlysparkering.no' }));
    expect(email.error?.code).toBe('User.EmailTaken');
  });

  it('names what is wrong: required fields, the e-mail, the password rule and its repeat', async () => {
    const empty = await createAdministrator(newAdministrator(1, { userName: ' ', name: '', emailAddress: 'nobody' }));
    expect(empty.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(['userName', 'emailAddress', 'name']);
    const weak = await createAdministrator(newAdministrator(1, { password: 'sykkel', repeatPassword: 'sykkel' }));
    expect(weak.error?.validationErrors).toEqual([
      {
        message:
          'The password must be at least 8 characters long; it needs an upper-case and a lower-case letter; it needs a digit or one of . # $ ! * @ &.',
        members: ['password'],
      },
    ]);
    const repeated = await createAdministrator(newAdministrator(1, { repeatPassword: 'Sykkel#2026' }));
    expect(repeated.error?.validationErrors).toEqual([
      { message: 'New & confirm passwords do not match', members: ['repeatPassword'] },
    ]);
  });

  it('is answered 400 for the second of two at once with one user name', async () => {
    const body = newAdministrator(1);
    const answers = await Promise.all([
      createAdministrator(body),
      createAdministrator({ ...body, emailAddress: 'other@example.no' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });
});

describe('Client/DeleteAdministrator', () => {
  it("lets a client administrator with full access delete another of its client's administrators", async () => {
    const made = await createAdministrator(newAdministrator(1));
    expect((await deleteAdministrator(made.result.id, 'client-read')).status).toBe(403);
    const answer = await deleteAdministrator(made.result.id, 'client');
    expect(answer.status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, made.result.id))).toEqual([]);
    const signInAfter = await authenticate(t.app, { userNameOrEmailAddress: made.result.userName, password });
    expect(signInAfter.status).not.toBe(200);
  });

  it('refuses anyone deleting themself, with a clear message', async () => {
    const answer = await deleteAdministrator(idOf.client!, 'client');
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({ code: 'User.DeleteSelf', message: 'You cannot delete yourself.' });
    expect((await deleteAdministrator(idOf.admin!, 'admin')).error?.code).toBe('User.DeleteSelf');
  });

  it("answers another client's administrator, an end user or staff 404", async () => {
    const foreign = await createAdministrator(newAdministrator(2));
    const [endUser] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.clientId, 1))
      .orderBy(users.id)
      .offset(1)
      .limit(1);
    for (const id of [foreign.result.id, idOf['client-read']!, endUser!.id, idOf.admin!, idOf.support!]) {
      const answer = await deleteAdministrator(id, 'client');
      expect(answer.status, `${id}`).toBe(404);
      expect(answer.error?.message).toBe('There is no administrator of a client with this id.');
    }
    for (const id of [endUser!.id, idOf.support!]) expect((await deleteAdministrator(id)).status, `${id}`).toBe(404);
    expect((await deleteAdministrator(foreign.result.id)).status).toBe(200);
  });
});

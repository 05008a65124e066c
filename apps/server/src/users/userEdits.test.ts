import { and, eq } from 'drizzle-orm';
import type { User } from '@velo/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { authenticate, request, signIn } from '../testing/requests.ts';
import { addUser } from '../testing/testUsers.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const idOf: Record<string, number> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support']) {
    const session = await signIn(t.app, userName);
    tokens[userName] = session.accessToken;
    idOf[userName] = session.userId;
  }
});

let made = 0;
const person = (fields: Record<string, unknown> = {}) => {
  made += 1;
  return {
    userName: `new.user.${made}`,
    emailAddress: `new.user.${made}@velo.no`,
    password: 'Sykkel2025!',
    name: 'Nina',
    surname: `Holm ${made}`,
    ...fields,
  };
};

const create = (body: unknown, userName = 'admin') =>
  request<User>(t.app, { method: 'POST', url: '/api/services/app/User/Create', body, token: tokens[userName] });
const update = (body: unknown, userName = 'admin') =>
  request<User>(t.app, { method: 'PUT', url: '/api/services/app/User/Update', body, token: tokens[userName] });
const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('User/Create', () => {
  it('makes support staff by default: English, full access, the password hashed and never answered; who then signs in', async () => {
    const body = person();
    const answer = await create(body);
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      userName: body.userName,
      emailAddress: body.emailAddress,
      isAdmin: true,
      clientId: null,
      roleId: 4,
      roleNames: ['Support'],
      languageId: 1,
      accessLevel: 2,
      fiatBalance: 0,
      suspended: false,
    });
    expect(JSON.stringify(answer.envelope)).not.toContain('Sykkel2025!');
    expect(Object.keys(answer.result)).not.toContain('password');
    expect((await stored(answer.result.id)).passwordHash).toMatch(/^\$argon2id\$/);
    const signedIn = await authenticate(t.app, { userNameOrEmailAddress: body.userName, password: body.password });
    expect(signedIn.status).toBe(200);
  });

  it("makes a client's administrator, a system administrator or an end user as asked", async () => {
    const clientAdministrator = await create(person({ clientId: 2, roleId: 4, accessLevel: 1, languageId: 2 }));
    expect(clientAdministrator.result).toMatchObject({
      clientId: 2,
      client: { id: 2 },
      roleId: 1,
      roleNames: [],
      accessLevel: 1,
      languageId: 2,
    });

    const systemAdministrator = await create(person({ roleId: 1, password: 'Kq7#mZp2@xWv&Lt9' }));
    expect(systemAdministrator.result).toMatchObject({ roleId: 1, roleNames: ['Admin'], isAdmin: true });

    const endUser = await create(person({ isAdmin: false, clientId: 3, phoneNumber: '4798765432', fiatBalance: 120.5 }));
    expect(endUser.result).toMatchObject({ isAdmin: false, clientId: 3, roleId: null, roleNames: [], fiatBalance: 120.5 });
  });

  it("refuses a system administrator's password that is easy to guess, though it meets the rule", async () => {
    const answer = await create(person({ roleId: 1, password: 'Password1!' }));
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors?.[0]?.members).toEqual(['password']);
    expect(answer.error?.validationErrors?.[0]?.message).toMatch(/^The password is too easy to guess/);
  });

  it('refuses a user name or e-mail address someone has, whatever its case, with 400 and a clear message', async () => {
    const taken = await create(person({ userName: 'ADMIN' }));
    expect(taken.status).toBe(400);
    expect(taken.error).toMatchObject({ code: 'User.UserNameTaken', message: 'There is already a user named "admin".' });

    const email = await create(person({ emailAddress: 'Ingrid.Haugen@velo.no' }));
    expect(email.status).toBe(400);
    expect(email.error?.code).toBe('User.EmailTaken');
  });

  // E-mail addresses are ASCII by the contract's pattern: only user names can differ in their Unicode spelling.
  it('stores a user name in Unicode NFC, and takes another spelling of it as the same name', async () => {
    const composed = '\u00C5se.Berg';
    const decomposed = 'A\u030Ase.Berg';
    const made = await create(person({ userName: decomposed }));
    expect(made.status).toBe(200);
    expect(made.result.userName).toBe(composed);

    const sameName = await create(person({ userName: composed.toUpperCase() }));
    expect(sameName.status).toBe(400);
    expect(sameName.error).toMatchObject({ code: 'User.UserNameTaken', message: `There is already a user named "${composed}".` });

    for (const name of [composed, decomposed, decomposed.toLowerCase()]) {
      const signedIn = await authenticate(t.app, { userNameOrEmailAddress: name, password: 'Sykkel2025!' });
      expect(signedIn.status, name).toBe(200);
      expect(signedIn.result.userId).toBe(made.result.id);
    }
  });

  it('answers two creations of one user name at once with one user and one 400, never 500', async () => {
    const body = person();
    const answers = await Promise.all([create(body), create({ ...body, emailAddress: 'other@velo.no' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.error?.code).toBe('User.UserNameTaken');
  });

  it('refuses bad input with 400 naming the fields', async () => {
    const answer = await create({ ...person(), emailAddress: 'nope', password: 'short', name: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors?.map((error) => error.members?.[0])).toEqual(['emailAddress', 'password', 'name']);
    expect((await create(person({ clientId: 999_999 }))).error?.validationErrors?.[0]).toEqual({
      message: 'There is no such client.',
      members: ['clientId'],
    });
  });

  it("lets a client administrator with full access add its own client's administrators only", async () => {
    const own = await create(person({ accessLevel: 0 }), 'client');
    expect(own.status).toBe(200);
    expect(own.result).toMatchObject({ clientId: 1, isAdmin: true, roleId: 1, roleNames: [], accessLevel: 0 });
    expect((await create(person({ clientId: 1 }), 'client')).status).toBe(200);

    for (const [fields, code] of [
      [{ clientId: 2 }, 'User.ClientNotOwn'],
      [{ isAdmin: false }, 'User.ClientNotOwn'],
      [{ fiatBalance: 50 }, 'User.BalanceAdminOnly'],
    ] as const) {
      const refused = await create(person(fields), 'client');
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.error?.code).toBe(code);
    }
    expect((await create(person(), 'client-read')).status).toBe(403);
    expect((await create(person(), 'support')).status).toBe(403);
  });
});

describe('User/Update', () => {
  let target: User;
  beforeAll(async () => {
    target = (await create(person({ clientId: 1, accessLevel: 1 }))).result;
  });

  const details = (user: User, fields: Record<string, unknown> = {}) => ({
    id: user.id,
    name: user.name,
    surname: user.surname,
    concurrencyStamp: user.concurrencyStamp,
    ...fields,
  });

  it('saves the details sent, keeps what is left out, and draws a new stamp', async () => {
    const answer = await update(details(target, { name: 'Nora', languageId: 2, phoneNumber: '4791112233', fiatBalance: 10 }));
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ name: 'Nora', languageId: 2, phoneNumber: '4791112233', fiatBalance: 10 });
    expect(answer.result).toMatchObject({
      userName: target.userName,
      emailAddress: target.emailAddress,
      clientId: 1,
      accessLevel: 1,
    });
    expect(answer.result.creationTime).toBe(target.creationTime);
    expect(answer.result.concurrencyStamp).not.toBe(target.concurrencyStamp);
    target = answer.result;
  });

  it('refuses a stale stamp with 409, and takes a save without one', async () => {
    const fresh = await update(details(target, { surname: 'Fresh' }));
    expect(fresh.status).toBe(200);
    const stale = await update(details(target, { surname: 'Stale' }));
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({
      code: 'Record.Stale',
      message: 'Someone else changed this record. Reload it and try again.',
    });
    const unstamped = await update(details(fresh.result, { concurrencyStamp: undefined, surname: 'Unstamped' }));
    expect(unstamped.result.surname).toBe('Unstamped');
    target = unstamped.result;
  });

  it('replaces the password when one is sent, checked against the rule', async () => {
    const weak = await update(details(target, { password: 'weakpass' }));
    expect(weak.status).toBe(400);
    expect(weak.error?.validationErrors?.[0]?.members).toEqual(['password']);
    const changed = await update(details(target, { password: 'Fjord#2025x' }));
    expect(changed.status).toBe(200);
    target = changed.result;
    expect((await authenticate(t.app, { userNameOrEmailAddress: target.userName, password: 'Fjord#2025x' })).status).toBe(200);
  });

  it("moves a user's role with its placement, and keeps other role names otherwise", async () => {
    const { id } = await addUser(t.db, {
      isAdmin: true,
      roleId: 4,
      roleNames: ['Support', 'Auditor'],
      name: 'Per',
      surname: 'Dahl',
    });
    const [before] = await t.db.select().from(users).where(eq(users.id, id));
    const renamed = await update({ id, name: 'Per', surname: 'Dahl-Berg' });
    expect(renamed.result.roleNames).toEqual(['Support', 'Auditor']);
    const promoted = await update({ id, name: 'Per', surname: 'Dahl', roleId: 1, password: 'Kq7#mZp2@xWv&Lt9' });
    expect(promoted.result).toMatchObject({ roleId: 1, roleNames: ['Admin'] });
    const placed = await update({ id, name: 'Per', surname: 'Dahl', clientId: 3 });
    expect(placed.result).toMatchObject({ roleId: 1, roleNames: [], clientId: 3, client: { id: 3 } });
    expect(before!.roleNames).toEqual(['Support', 'Auditor']);
  });

  it("refuses another user's e-mail address, and clears the e-mail address on null", async () => {
    const taken = await update(details(target, { emailAddress: 'KARI.NORDMANN@nordlysparkering.no' }));
    expect(taken.status).toBe(400);
    expect(taken.error?.code).toBe('User.EmailTaken');
    const same = await update(details(target, { emailAddress: target.emailAddress!.toUpperCase() }));
    expect(same.status).toBe(200);
    const cleared = await update(details(same.result, { emailAddress: null }));
    expect(cleared.result.emailAddress).toBeNull();
    target = cleared.result;
  });

  it("lets a client administrator edit its own client's administrators, within its own access level", async () => {
    const renamed = await update(details(target, { name: 'Kari-Anne', accessLevel: 2 }), 'client');
    expect(renamed.status).toBe(200);
    expect(renamed.result).toMatchObject({ name: 'Kari-Anne', accessLevel: 2, clientId: 1 });
    target = renamed.result;

    const self = (
      await request<User>(t.app, { method: 'GET', url: `/api/services/app/User/Get?id=${idOf.client}`, token: tokens.client })
    ).result;
    const ownName = await update(details(self, { middlename: 'Elise' }), 'client');
    expect(ownName.status).toBe(200);
    for (const [fields, code] of [
      [{ accessLevel: 1 }, 'User.ChangeOwnRole'],
      [{ clientId: 2 }, 'User.ClientNotOwn'],
      [{ isAdmin: false }, 'User.ClientNotOwn'],
    ] as const) {
      const refused = await update(details(ownName.result, { ...fields, concurrencyStamp: undefined }), 'client');
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.error?.code).toBe(code);
    }
    const balance = await update(details(target, { fiatBalance: 999 }), 'client');
    expect(balance.error?.code).toBe('User.BalanceAdminOnly');
    expect((await stored(idOf.client!)).accessLevel).toBe(2);
  });

  it('lets a client administrator with edit access give no level above its own', async () => {
    const editor = await create(person({ clientId: 1, accessLevel: 1, userName: 'editor.of.client1' }));
    const colleague = await create(person({ clientId: 1, accessLevel: 0 }));
    const session = await signIn(t.app, 'editor.of.client1', 'Sykkel2025!');
    const asEditor = (body: unknown) =>
      request<User>(t.app, { method: 'PUT', url: '/api/services/app/User/Update', body, token: session.accessToken });
    expect((await asEditor(details(colleague.result, { accessLevel: 1 }))).status).toBe(200);
    const above = await asEditor({ id: colleague.result.id, name: 'X', surname: 'Y', accessLevel: 2 });
    expect(above.error?.code).toBe('User.AccessLevelNotAllowed');
    expect((await asEditor(details(editor.result, { accessLevel: 2 }))).error?.code).toBe('User.AccessLevelNotAllowed');
  });

  it("answers another tenant's user 404 to a client administrator, changing nothing", async () => {
    const [endUserOfClient1] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clientId, 1), eq(users.isAdmin, false)))
      .limit(1);
    for (const id of [idOf.admin!, idOf.support!, idOf['client-read']!, endUserOfClient1!.id]) {
      const before = await stored(id);
      const answer = await update({ id, name: 'Hacked', surname: 'Hacked' }, 'client');
      expect(answer.status, `${id}`).toBe(404);
      expect(answer.error?.code).toBe('Request.NotFound');
      expect(await stored(id)).toEqual(before);
    }
  });

  it('refuses a client administrator with read access and support staff with 403', async () => {
    expect((await update(details(target), 'client-read')).status).toBe(403);
    expect((await update(details(target), 'support')).status).toBe(403);
  });

  it('answers an unknown user 404 and refuses a user name change as an unknown field', async () => {
    expect((await update({ id: 999_999, name: 'A', surname: 'B' })).status).toBe(404);
    const renamed = await update(details(target, { userName: 'renamed' }));
    expect(renamed.status).toBe(400);
    expect(renamed.error?.validationErrors?.[0]?.members).toEqual(['userName']);
  });
});

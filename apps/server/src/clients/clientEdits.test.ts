import type { ClientDetails } from '@velo/api-client/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, userName: string | null = 'admin') =>
  request(t.app, {
    method,
    url: `/api/services/app/Client/${path}`,
    ...(body === undefined ? {} : { body }),
    ...(userName ? { token: tokens[userName] } : {}),
  });
const get = (id: number, userName?: string | null) => call('GET', `Get?id=${id}`, undefined, userName);
const create = (body: unknown, userName?: string | null) => call('POST', 'Create', body, userName);
const update = (body: unknown, userName?: string | null) => call('PUT', 'Update', body, userName);
const remove = (id: number, userName?: string | null) => call('DELETE', `Delete?id=${id}`, undefined, userName);

const search = (text: string) => ({
  condition: 'or',
  filterRules: [
    { field: 'Name', operator: 'contains', value: text },
    { field: 'OrganizationEmail', operator: 'contains', value: text },
  ],
});

describe('Client/GetList', () => {
  it('gives an admin the clients by name, searched by name or organisation e-mail', async () => {
    const all = await call('POST', 'GetList', {});
    expect(all.status).toBe(200);
    expect(all.result.items.map((client: ClientDetails) => client.name)).toEqual([
      'Midtnorsk Mobilitet AS',
      'Nordlys Parkering AS',
      'Vestland Sykkeldrift AS',
    ]);
    expect((await call('POST', 'GetList', { filterRule: search('VESTLAND') })).result.totalCount).toBe(1);
    const byEmail = await call('POST', 'GetList', { filterRule: search('kontakt@') });
    expect(byEmail.result.items.map((client: ClientDetails) => client.id)).toEqual([2]);
    const sorted = await call('POST', 'GetList', { sorting: 'Id DESC', maxResultCount: 2 });
    expect(sorted.result).toMatchObject({ totalCount: 3, items: [{ id: 3 }, { id: 2 }] });
  });

  it('is for admins only: 403 to client administrators and support staff', async () => {
    for (const userName of ['client', 'client-read', 'support'])
      expect((await call('POST', 'GetList', {}, userName)).status).toBe(403);
  });
});

describe('Client/Get', () => {
  it('answers any client to an admin, with its version', async () => {
    const answer = await get(3);
    expect(answer.result).toEqual({
      id: 3,
      name: 'Midtnorsk Mobilitet AS',
      accountNumber: '4202.18.66350',
      organizationEmail: 'post@midtnorskmobilitet.no',
      contactInformation: 'Kongens gate 30, 7012 Trondheim · +47 73 80 45 60',
      concurrencyStamp: expect.any(String),
    });
  });

  it("answers a client administrator its own client (Client Info), and another's 404", async () => {
    expect((await get(1, 'client')).result.name).toBe('Nordlys Parkering AS');
    expect((await get(2, 'client-read')).result.name).toBe('Vestland Sykkeldrift AS');
    for (const [userName, id] of [
      ['client', 2],
      ['client', 3],
      ['client-read', 1],
    ] as const) {
      const answer = await get(id, userName);
      expect(answer.status).toBe(404);
      expect(answer.error?.message).toBe('There is no client with this id.');
      expect(answer.result).toBeNull();
    }
    expect((await get(1, 'support')).status).toBe(403);
    expect((await get(999)).status).toBe(404);
  });
});

describe('Client/Create', () => {
  it('makes a client from a name and an organisation e-mail', async () => {
    const answer = await create({ name: ' Sørlandet Sykkel AS ', organizationEmail: 'post@sorlandet.no' });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      id: expect.any(Number),
      name: 'Sørlandet Sykkel AS',
      organizationEmail: 'post@sorlandet.no',
      accountNumber: null,
      contactInformation: null,
      concurrencyStamp: expect.any(String),
    });
    expect((await get(answer.result.id)).result).toEqual(answer.result);
  });

  it('names each required field left out, and an e-mail that is not one', async () => {
    const answer = await create({ name: '', organizationEmail: 'post.sorlandet.no' });
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors).toEqual([
      { message: 'This field is required', members: ['name'] },
      { message: 'Please enter a valid email address', members: ['organizationEmail'] },
    ]);
  });

  it('is for admins only', async () => {
    for (const userName of ['client', 'client-read', 'support'])
      expect((await create({ name: 'Mine', organizationEmail: 'a@b.no' }, userName)).status).toBe(403);
  });
});

describe('Client/Update', () => {
  const edit = (client: ClientDetails, changes: Partial<ClientDetails> = {}) => {
    const { id, name, accountNumber, organizationEmail, contactInformation, concurrencyStamp } = { ...client, ...changes };
    return { id, name, accountNumber, organizationEmail, contactInformation, concurrencyStamp };
  };

  it('saves all four details of an admin, with a new version', async () => {
    const before = (await get(3)).result as ClientDetails;
    const answer = await update(edit(before, { name: 'Midtnorsk Mobilitet ASA', accountNumber: '4202.18.00000' }));
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ name: 'Midtnorsk Mobilitet ASA', accountNumber: '4202.18.00000' });
    expect(answer.result.concurrencyStamp).not.toBe(before.concurrencyStamp);
  });

  it("needs all four of an admin's details", async () => {
    const before = (await get(3)).result as ClientDetails;
    const answer = await update(edit(before, { accountNumber: '', organizationEmail: null }));
    expect(answer.status).toBe(400);
    expect(answer.error?.validationErrors).toEqual([
      { message: 'This field is required', members: ['accountNumber'] },
      { message: 'This field is required', members: ['organizationEmail'] },
    ]);
    const noContact = await update(edit(before, { contactInformation: ' ' }));
    expect(noContact.error?.validationErrors?.[0]?.members).toEqual(['contactInformation']);
  });

  it('refuses a stale edit with 409 and keeps the first', async () => {
    const before = (await get(3)).result as ClientDetails;
    expect((await update(edit(before, { contactInformation: 'First' }))).status).toBe(200);
    const stale = await update(edit(before, { contactInformation: 'Second' }));
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({
      code: 'Record.Stale',
      message: 'Someone else changed this record. Reload it and try again.',
    });
    expect((await get(3)).result.contactInformation).toBe('First');
  });

  it("lets a client administrator with edit access change its own client's name and contact information", async () => {
    const before = (await get(1, 'client')).result as ClientDetails;
    const answer = await update(
      edit(before, { name: 'Nordlys Parkering', contactInformation: 'Kari: +47 92 23 34 45' }),
      'client',
    );
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      name: 'Nordlys Parkering',
      contactInformation: 'Kari: +47 92 23 34 45',
      accountNumber: before.accountNumber,
      organizationEmail: before.organizationEmail,
    });
    // The account number and e-mail may be left out: they stay.
    const without = await update({ id: 1, name: 'Nordlys Parkering AS', contactInformation: 'Post: Oslo' }, 'client');
    expect(without.result).toMatchObject({ name: 'Nordlys Parkering AS', accountNumber: before.accountNumber });
  });

  it('refuses a client administrator a change of the account number or e-mail, and changes nothing', async () => {
    const before = (await get(1, 'client')).result as ClientDetails;
    for (const change of [{ accountNumber: '0000.00.00000' }, { organizationEmail: 'me@nordlys.no' }, { accountNumber: null }]) {
      const answer = await update(edit(before, { ...change, name: 'Changed' }), 'client');
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.error?.code).toBe('Client.OnlyNameAndContactInformation');
    }
    expect((await get(1)).result).toEqual(before);
  });

  it('lets the administrator of a client without an account number save Client Info as it read it', async () => {
    const made = (await create({ name: 'Uten Konto AS', organizationEmail: 'post@utenkonto.no' })).result as ClientDetails;
    const administrator = await call('POST', 'CreateAdministrator', {
      clientId: made.id,
      userName: 'uten-konto',
      emailAddress: 'leder@utenkonto.no',
      name: 'Per',
      surname: 'Konto',
      password: 'Sykkel#2025',
      repeatPassword: 'Sykkel#2025',
    });
    expect(administrator.status).toBe(200);
    tokens['uten-konto'] = (await signIn(t.app, 'uten-konto', 'Sykkel#2025')).accessToken;
    const read = (await get(made.id, 'uten-konto')).result as ClientDetails;
    expect(read.accountNumber).toBeNull();
    const answer = await update(edit(read, { contactInformation: 'Per: +47 900 00 000' }), 'uten-konto');
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ accountNumber: null, contactInformation: 'Per: +47 900 00 000' });
    expect((await t.db.select().from(clients).where(eq(clients.id, made.id)))[0]?.contactInformation).toBe('Per: +47 900 00 000');
  });

  it("answers another client's record 404, and refuses read access and support with 403", async () => {
    const foreign = (await get(2)).result as ClientDetails;
    const answer = await update(edit(foreign, { name: 'Mine now' }), 'client');
    expect(answer.status).toBe(404);
    expect(answer.result).toBeNull();
    const own = (await get(2, 'client-read')).result as ClientDetails;
    expect((await update(edit(own, { name: 'Read only' }), 'client-read')).status).toBe(403);
    expect((await update(edit(own), 'support')).status).toBe(403);
    expect((await get(2)).result.name).toBe('Vestland Sykkeldrift AS');
  });
});

describe('Client/Delete', () => {
  it('deletes a client that owns nothing', async () => {
    const made = await create({ name: 'Kortvarig AS', organizationEmail: 'post@kortvarig.no' });
    expect((await remove(made.result.id, 'client')).status).toBe(403);
    expect((await remove(made.result.id)).status).toBe(200);
    expect((await get(made.result.id)).status).toBe(404);
    expect((await remove(made.result.id)).status).toBe(404);
  });

  it('refuses a client that still has locations, users or groups, saying what is left', async () => {
    const answer = await remove(1);
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('Client.InUse');
    expect(answer.error?.message).toMatch(
      /^This client still has \d+ locations, \d+ users and \d+ groups: move or delete them first\.$/,
    );
    expect((await get(1)).status).toBe(200);
  });
});

import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const idOf: Record<string, number> = {};
let endUserOfClient1: number;
let endUserOfClient2: number;
let endUserWithoutClient: number;

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
});

const getUser = (id: number, userName: string) =>
  request(t.app, { method: 'GET', url: `/api/services/app/User/GetUserById?id=${id}`, token: tokens[userName] });

describe('User/GetUserById', () => {
  it('lets an admin read anyone, in the contract shape with role names', async () => {
    const support = await getUser(idOf.support!, 'admin');
    expect(support.status).toBe(200);
    expect(support.result).toMatchObject({ userName: 'support', roleNames: ['Support'], roleId: 4, client: null });
    expect(Object.keys(support.result)).not.toContain('passwordHash');

    const endUser = await getUser(endUserOfClient2, 'admin');
    expect(endUser.result).toMatchObject({
      id: endUserOfClient2,
      clientId: 2,
      client: { id: 2, name: 'Vestland Sykkeldrift AS' },
    });
    expect(typeof endUser.result.fiatBalance).toBe('number');
  });

  it("lets a client administrator read its own client's users only", async () => {
    expect((await getUser(idOf.client!, 'client')).status).toBe(200);
    expect((await getUser(endUserOfClient1, 'client')).status).toBe(200);
    for (const other of [endUserOfClient2, endUserWithoutClient, idOf.admin!, idOf['client-read']!]) {
      const answer = await getUser(other, 'client');
      expect(answer.status).toBe(404);
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

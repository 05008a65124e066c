import { and, desc, eq, isNull } from 'drizzle-orm';
import type { User } from '@velo/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages, users } from '../db/schema/index.ts';
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

const as = (userName: string) => ({ token: tokens[userName] });
const exists = async (id: number) => (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('User/DeleteUser', () => {
  const remove = (id: number, userName = 'admin') =>
    request(t.app, { method: 'DELETE', url: `/api/services/app/User/DeleteUser?Id=${id}`, ...as(userName) });

  it('deletes a user without orders', async () => {
    const { id } = await addUser(t.db, { isAdmin: true, clientId: 2 });
    const answer = await remove(id);
    expect(answer.status).toBe(200);
    expect(answer.envelope).toMatchObject({ success: true, result: null });
    expect(await exists(id)).toBe(false);
    expect((await remove(id)).status).toBe(404);
  });

  it('keeps a user with orders, with 400', async () => {
    const [ordered] = await t.db.select({ userId: orders.userId }).from(orders).limit(1);
    const answer = await remove(ordered!.userId);
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      code: 'User.HasOrders',
      message: 'This user has orders: it cannot be removed. Suspend it instead.',
    });
    expect(await exists(ordered!.userId)).toBe(true);
  });

  it('refuses to delete oneself, as admin and as client administrator', async () => {
    for (const userName of ['admin', 'client']) {
      const answer = await remove(idOf[userName]!, userName);
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({ code: 'User.DeleteSelf', message: 'You cannot delete yourself.' });
      expect(await exists(idOf[userName]!)).toBe(true);
    }
  });

  it("lets a client administrator with full access delete its own client's administrators only", async () => {
    const own = await addUser(t.db, { isAdmin: true, clientId: 1 });
    expect((await remove(own.id, 'client')).status).toBe(200);
    expect(await exists(own.id)).toBe(false);

    const otherClients = await addUser(t.db, { isAdmin: true, clientId: 2 });
    const ownEndUser = await addUser(t.db, { isAdmin: false, clientId: 1 });
    for (const id of [otherClients.id, ownEndUser.id, idOf.admin!, idOf.support!, idOf['client-read']!]) {
      const answer = await remove(id, 'client');
      expect(answer.status, `${id}`).toBe(404);
      expect(answer.error?.code).toBe('Request.NotFound');
      expect(await exists(id)).toBe(true);
    }
  });

  it('refuses read access and support staff with 403', async () => {
    const own = await addUser(t.db, { isAdmin: true, clientId: 2 });
    expect((await remove(own.id, 'client-read')).status).toBe(403);
    expect((await remove(own.id, 'support')).status).toBe(403);
    expect(await exists(own.id)).toBe(true);
  });
});

describe('User/SuspendUser', () => {
  const suspend = (body: unknown, userName = 'admin') =>
    request<User>(t.app, { method: 'POST', url: '/api/services/app/User/SuspendUser', body, ...as(userName) });

  it('suspends with a reason kept; the user is then refused at sign-in, and on refresh; reactivating lets it in again', async () => {
    const { id, userName } = await addUser(t.db, { isAdmin: true, clientId: 3, accessLevel: 2 });
    const session = await signIn(t.app, userName);

    const suspended = await suspend({ userId: id, suspension: true, message: '  Left the company  ' });
    expect(suspended.status).toBe(200);
    expect(suspended.result).toMatchObject({ id, suspended: true, suspensionReason: 'Left the company' });

    const refused = await authenticate(t.app, { userNameOrEmailAddress: userName, password: 'Demo1234!' });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'SignIn.Suspended', message: 'Your account is suspended' });
    const refresh = await request(t.app, {
      method: 'POST',
      url: `/api/TokenAuth/RefreshToken?refreshToken=${encodeURIComponent(session.refreshToken)}`,
    });
    expect(refresh.status).toBe(401);
    expect(refresh.error?.message).toBe('Your account is suspended');

    const reactivated = await suspend({ userId: id, suspension: false, message: 'Back again' });
    expect(reactivated.result).toMatchObject({ suspended: false, suspensionReason: 'Back again' });
    expect((await authenticate(t.app, { userNameOrEmailAddress: userName, password: 'Demo1234!' })).status).toBe(200);
  });

  it('takes no reason, keeping none', async () => {
    const { id } = await addUser(t.db);
    expect((await suspend({ userId: id, suspension: true })).result).toMatchObject({ suspended: true, suspensionReason: null });
  });

  it('refuses to suspend oneself, an unknown user, and anyone but an admin', async () => {
    const self = await suspend({ userId: idOf.admin, suspension: true });
    expect(self.error).toMatchObject({ code: 'User.SuspendSelf', message: 'You cannot suspend yourself.' });
    expect((await suspend({ userId: 999_999, suspension: true })).status).toBe(404);
    const own = await addUser(t.db, { isAdmin: true, clientId: 1 });
    for (const userName of ['client', 'client-read', 'support']) {
      expect((await suspend({ userId: own.id, suspension: true }, userName)).status, userName).toBe(403);
    }
    const [row] = await t.db.select({ suspended: users.suspended }).from(users).where(eq(users.id, own.id));
    expect(row!.suspended).toBe(false);
  });
});

describe('USer/SendSMSMessage', () => {
  const send = (body: unknown, userName = 'admin') =>
    request(t.app, { method: 'POST', url: '/api/services/app/user/sendsmsmessage', body, ...as(userName) });

  it("sends the message to the user's phone through the outbox, in the user's Message Logs", async () => {
    const [endUser] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.isAdmin, false), eq(users.clientId, 2)))
      .limit(1);
    const answer = await send({ userId: endUser!.id, message: ' Your locker is ready ' });
    expect(answer.status).toBe(200);
    const [sent] = await t.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
    expect(sent).toMatchObject({ channel: 'sms', to: endUser!.phoneNumber, text: 'Your locker is ready', userId: endUser!.id });

    const logs = await request(t.app, {
      method: 'POST',
      url: '/api/services/app/Message/GetList',
      body: { filterRule: { condition: 'and', filterRules: [{ field: 'UserId', operator: 'equal', value: endUser!.id }] } },
      ...as('admin'),
    });
    // The outbox is the offline provider's delivery: the message is sent as it is stored, not left pending.
    expect(logs.result.items[0]).toMatchObject({
      id: sent!.id,
      text: 'Your locker is ready',
      to: endUser!.phoneNumber,
      sentOrReceivedAt: logs.result.items[0].creationTime,
    });
  });

  it('refuses an empty message, a user without a phone number and an unknown user', async () => {
    const [endUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, false)).limit(1);
    const empty = await send({ userId: endUser!.id, message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.error?.validationErrors?.[0]).toEqual({ message: 'This field is required', members: ['message'] });
    const { id } = await addUser(t.db, { phoneNumber: null });
    expect((await send({ userId: id, message: 'Hello' })).error?.code).toBe('User.NoPhoneNumber');
    expect((await send({ userId: 999_999, message: 'Hello' })).status).toBe(404);
  });

  it('refuses anyone but an admin, sending nothing', async () => {
    const [before] = await t.db.select({ id: outboxMessages.id }).from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
    const [own] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.clientId, 1), isNull(users.roleId)))
      .limit(1);
    for (const userName of ['client', 'client-read', 'support']) {
      expect((await send({ userId: own!.id, message: 'Hello' }, userName)).status, userName).toBe(403);
    }
    const [after] = await t.db.select({ id: outboxMessages.id }).from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1);
    expect(after).toEqual(before);
  });
});

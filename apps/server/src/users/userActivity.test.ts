import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { AccessLogEntry, MessageLogEntry, PaymentOption, UserGroupMembership } from '@velo/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessLogs,
  doors,
  orders,
  outboxMessages,
  paymentCards,
  userGroupMembers,
  userGroups,
  users,
} from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { addUser } from '../testing/testUsers.ts';
import { useTestApp } from '../testing/testApp.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
let orderingUser: number;
let member: { userId: number; groups: number[] };

beforeAll(async () => {
  for (const userName of ['admin', 'client', 'client-read', 'support'])
    tokens[userName] = (await signIn(t.app, userName)).accessToken;
  const [busiest] = await t.db
    .select({ userId: accessLogs.creatorUserId, passes: count() })
    .from(accessLogs)
    .groupBy(accessLogs.creatorUserId)
    .orderBy(desc(count()))
    .limit(1);
  orderingUser = busiest!.userId;
  // A user of its own in two groups.
  const { id: userId } = await addUser(t.db);
  const groups = (await t.db.select({ id: userGroups.id }).from(userGroups).orderBy(desc(userGroups.id)).limit(2)).map(
    (group) => group.id,
  );
  await t.db.insert(userGroupMembers).values(groups.map((groupId) => ({ groupId, userId })));
  member = { userId, groups };
});

const byField = (field: string, value: number) => ({
  filterRule: { condition: 'and', filterRules: [{ field, operator: 'equal', value }] },
});
const post = <Item>(path: string, body: unknown, userName = 'admin') =>
  request<{ items: Item[]; totalCount: number }>(t.app, {
    method: 'POST',
    url: `/api/services/app/${path}`,
    body,
    token: tokens[userName],
  });

describe('AccessLog/GetList', () => {
  it("lists a user's passes newest first, ten a page, each with its order and door by name", async () => {
    const answer = await post<AccessLogEntry>('AccessLog/GetList', byField('CreatorUserId', orderingUser));
    expect(answer.status).toBe(200);
    const stored = await t.db.select().from(accessLogs).where(eq(accessLogs.creatorUserId, orderingUser));
    expect(answer.result.totalCount).toBe(stored.length);
    expect(answer.result.items).toHaveLength(Math.min(10, stored.length));
    const times = answer.result.items.map((entry) => entry.creationTime);
    expect(times).toEqual([...times].sort().reverse());
    const first = answer.result.items[0]!;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, first.orderId!));
    const [door] = await t.db.select().from(doors).where(eq(doors.id, order!.doorId));
    expect(order!.userId).toBe(orderingUser);
    expect(first.door).toEqual({ id: door!.id, name: door!.name });
    expect(first.creationTime).toBe((first.direction === 0 ? order!.usedFrom : order!.usedTo)!.toISOString());
  });

  it('sorts oldest first when asked, and refuses a field it does not offer', async () => {
    const oldest = await post<AccessLogEntry>('AccessLog/GetList', {
      ...byField('CreatorUserId', orderingUser),
      sorting: 'creationTime ASC',
    });
    const times = oldest.result.items.map((entry) => entry.creationTime);
    expect(times).toEqual([...times].sort());
    expect((await post('AccessLog/GetList', byField('PasswordHash', 1))).status).toBe(400);
  });
});

describe('Message/GetList', () => {
  it("lists a user's messages newest first with their delivery", async () => {
    const [busiest] = await t.db
      .select({ userId: outboxMessages.userId, messages: count() })
      .from(outboxMessages)
      .where(isNotNull(outboxMessages.userId))
      .groupBy(outboxMessages.userId)
      .orderBy(desc(count()))
      .limit(1);
    const answer = await post<MessageLogEntry>('Message/GetList', byField('UserId', busiest!.userId!));
    expect(answer.status).toBe(200);
    expect(answer.result.totalCount).toBe(busiest!.messages);
    const [user] = await t.db.select().from(users).where(eq(users.id, busiest!.userId!));
    for (const message of answer.result.items) {
      expect(message).toMatchObject({ to: user!.phoneNumber, from: 'Velo', subject: null, sendAt: null });
      expect(message.sentOrReceivedAt! >= message.creationTime).toBe(true);
    }
    const times = answer.result.items.map((message) => message.creationTime);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('Group/GetUserGroups', () => {
  it('lists the groups a user belongs to, with their client, or those it does not', async () => {
    const inGroups = await post<UserGroupMembership>('Group/GetUserGroups', { userId: member.userId });
    expect(inGroups.status).toBe(200);
    expect(inGroups.result.items.map((group) => group.id).sort()).toEqual([...member.groups].sort());
    const [stored] = await t.db.select().from(userGroups).where(eq(userGroups.id, member.groups[0]!));
    expect(inGroups.result.items.find((group) => group.id === stored!.id)).toMatchObject({
      name: stored!.name,
      clientId: stored!.clientId,
      ...(stored!.clientId === null ? { client: null } : { client: { id: stored!.clientId } }),
    });

    const others = await post<UserGroupMembership>('Group/GetUserGroups', {
      userId: member.userId,
      inGroup: false,
      maxResultCount: 100,
    });
    const [all] = await t.db.select({ groups: count() }).from(userGroups);
    expect(others.result.totalCount).toBe(all!.groups - member.groups.length);
    expect(others.result.items.some((group) => member.groups.includes(group.id))).toBe(false);
  });

  it('answers an unknown user 404', async () => {
    expect((await post('Group/GetUserGroups', { userId: 999_999 })).status).toBe(404);
  });
});

describe('PaymentStripe/GetPaymentOptions', () => {
  const options = (userId: number, userName = 'admin') =>
    request<PaymentOption[]>(t.app, {
      method: 'GET',
      url: `/api/services/app/PaymentStripe/GetPaymentOptions?userId=${userId}`,
      token: tokens[userName],
    });

  it("answers the user's cards from the provider, newest first, without their numbers", async () => {
    const [holder] = await t.db
      .select({ userId: paymentCards.userId, cards: count() })
      .from(paymentCards)
      .groupBy(paymentCards.userId)
      .orderBy(desc(count()))
      .limit(1);
    const answer = await options(holder!.userId);
    expect(answer.status).toBe(200);
    expect(answer.result).toHaveLength(2);
    const stored = await t.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.userId, holder!.userId))
      .orderBy(desc(paymentCards.creationTime));
    expect(answer.result).toEqual(stored.map(({ cardId, name, brand, expireDate }) => ({ cardId, name, brand, expireDate })));
  });

  it('answers a user without cards an empty list, and an unknown user 404', async () => {
    const [without] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true)))
      .limit(1);
    expect((await options(without!.id)).result).toEqual([]);
    expect((await options(999_999)).status).toBe(404);
  });
});

describe("the user page's lists", () => {
  it('are for an admin only: 403 to client administrators and support staff, whatever the user', async () => {
    const [ownAdministrator] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'client'));
    for (const userName of ['client', 'client-read', 'support']) {
      for (const [path, body] of [
        ['AccessLog/GetList', byField('CreatorUserId', ownAdministrator!.id)],
        ['Message/GetList', byField('UserId', ownAdministrator!.id)],
        ['Group/GetUserGroups', { userId: ownAdministrator!.id }],
      ] as const) {
        const answer = await post(path, body, userName);
        expect(answer.status, `${path} as ${userName}`).toBe(403);
        expect(answer.result).toBeNull();
      }
      const cards = await request(t.app, {
        method: 'GET',
        url: `/api/services/app/PaymentStripe/GetPaymentOptions?userId=${ownAdministrator!.id}`,
        token: tokens[userName],
      });
      expect(cards.status, userName).toBe(403);
    }
  });
});

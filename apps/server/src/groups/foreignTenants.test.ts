import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, userGroupMembers, userGroups, users } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';

// Every group and client call, made by each client administrator on records of other tenants (another
// client's, and a group of no client): each is refused (403) or not found (404), changes nothing,
// and its answer names nothing of what it was asked about; the list of groups does not hold it.

const t = useTestApp();
const tokens: Record<string, string> = {};
const signIns = { client: 1, 'client-read': 2 } as const;

interface Foreign {
  clientId: number;
  groupId: number;
  /** A member of the group, an administrator of the client. */
  memberId: number;
  administratorId: number;
  /** What must not appear in an answer: names, user names, e-mails. */
  secrets: string[];
}

const foreignOf: Record<string, Foreign[]> = {};

async function foreignTarget(clientId: number | null, groupId: number): Promise<Foreign> {
  const [member] = await t.db
    .select({ id: users.id, userName: users.userName, surname: users.surname })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(eq(userGroupMembers.groupId, groupId))
    .limit(1);
  const [group] = await t.db.select().from(userGroups).where(eq(userGroups.id, groupId));
  const owner = clientId ?? 3;
  const [client] = await t.db.select().from(clients).where(eq(clients.id, owner));
  const [administrator] = await t.db
    .select()
    .from(users)
    .where(and(eq(users.clientId, owner), eq(users.isAdmin, true), isNotNull(users.emailAddress)))
    .limit(1);
  return {
    clientId: owner,
    groupId,
    memberId: member!.id,
    administratorId: administrator!.id,
    secrets: [
      member!.userName,
      group!.name === 'Staff' ? group!.description! : group!.name,
      client!.name,
      administrator!.emailAddress!,
    ],
  };
}

beforeAll(async () => {
  for (const userName of ['admin', ...Object.keys(signIns)]) tokens[userName] = (await signIn(t.app, userName)).accessToken;
  // A group of no client with a member, and an administrator for the third client.
  const noClient = await request(t.app, {
    method: 'POST',
    url: '/api/services/app/Group/CreateOrUpdateGroup',
    token: tokens.admin,
    body: { name: 'Platform testers', description: 'Of no client' },
  });
  const [someone] = await t.db
    .select({ id: users.id })
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .limit(1);
  await t.db.insert(userGroupMembers).values({ groupId: noClient.result.id, userId: someone!.id });
  await request(t.app, {
    method: 'POST',
    url: '/api/services/app/Client/CreateAdministrator',
    token: tokens.admin,
    body: {
      clientId: 3,
      userName: 'midtnorsk-leder',
      emailAddress: 'leder@midtnorskmobilitet.no',
      name: 'Trond',
      surname: 'Hemmelig',
      password: 'Sykkel#2025',
      repeatPassword: 'Sykkel#2025',
    },
  });
  const groupOf = async (clientId: number) =>
    (await t.db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.clientId, clientId)).limit(1))[0]!.id;
  for (const [userName, own] of Object.entries(signIns)) {
    const others = [1, 2, 3].filter((clientId) => clientId !== own);
    foreignOf[userName] = [
      ...(await Promise.all(others.map(async (clientId) => foreignTarget(clientId, await groupOf(clientId))))),
      await foreignTarget(null, noClient.result.id),
    ];
  }
});

const calls = (foreign: Foreign) => [
  { method: 'GET', url: `Group/Get?id=${foreign.groupId}` },
  { method: 'POST', url: 'Group/GetGroupUsers', body: { groupId: foreign.groupId } },
  { method: 'POST', url: 'Group/GetGroupUsers', body: { groupId: foreign.groupId, inGroup: false } },
  {
    method: 'POST',
    url: 'Group/CreateOrUpdateGroup',
    body: { id: foreign.groupId, clientId: foreign.clientId, name: 'Taken', userIds: [] },
  },
  { method: 'POST', url: 'Group/CreateOrUpdateGroup', body: { clientId: foreign.clientId, name: 'Planted', description: 'x' } },
  { method: 'POST', url: 'Group/AddUsers', body: { groupId: foreign.groupId, userIds: [foreign.memberId] } },
  { method: 'POST', url: 'Group/RemoveUser', body: { groupId: foreign.groupId, userId: foreign.memberId } },
  { method: 'DELETE', url: `Group/Delete?id=${foreign.groupId}` },
  {
    method: 'POST',
    url: 'Group/GetList',
    body: { filterRule: { condition: 'and', filterRules: [{ field: 'Id', operator: 'equal', value: foreign.groupId }] } },
    isList: true,
  },
  { method: 'GET', url: `Client/Get?id=${foreign.clientId}` },
  { method: 'POST', url: 'Client/GetList', body: {} },
  { method: 'PUT', url: 'Client/Update', body: { id: foreign.clientId, name: 'Taken', contactInformation: 'x' } },
  { method: 'DELETE', url: `Client/Delete?id=${foreign.clientId}` },
  { method: 'POST', url: 'Client/GetAdministrators', body: { clientId: foreign.clientId } },
  {
    method: 'POST',
    url: 'Client/CreateAdministrator',
    body: {
      clientId: foreign.clientId,
      userName: `planted-${foreign.clientId}`,
      emailAddress: `planted-${foreign.clientId}@example.no`,
      name: 'P',
      surname: 'P',
      password: 'Sykkel#2025',
      repeatPassword: 'Sykkel#2025',
    },
  },
  { method: 'DELETE', url: `Client/DeleteAdministrator?id=${foreign.administratorId}` },
];

describe("another tenant's groups and client, asked by a client administrator", () => {
  for (const userName of Object.keys(signIns)) {
    it(`are refused or not found for ${userName}, and named in no answer`, async () => {
      const snapshot = async () => ({
        groups: await t.db.select().from(userGroups).orderBy(userGroups.id),
        members: await t.db.select().from(userGroupMembers).orderBy(userGroupMembers.groupId, userGroupMembers.userId),
        clients: await t.db.select().from(clients).orderBy(clients.id),
        users: (await t.db.select({ id: users.id }).from(users).orderBy(users.id)).map((user) => user.id),
      });
      const before = await snapshot();
      let answered = 0;
      for (const foreign of foreignOf[userName]!) {
        for (const call of calls(foreign)) {
          const answer = await request(t.app, {
            method: call.method as 'GET',
            url: `/api/services/app/${call.url}`,
            token: tokens[userName],
            ...(call.body ? { body: call.body } : {}),
          });
          const label = `${userName} ${call.method} ${call.url} ${JSON.stringify(call.body ?? '')}`;
          if ('isList' in call) {
            // A list the caller may read answers an empty page: the record is not among its rows.
            expect(answer.status, label).toBe(200);
            expect(answer.result, label).toEqual({ items: [], totalCount: 0 });
          } else {
            expect([403, 404], label).toContain(answer.status);
            expect(answer.result, label).toBeNull();
          }
          const text = JSON.stringify(answer.envelope);
          for (const secret of foreign.secrets) expect(text, label).not.toContain(secret);
          answered += 1;
        }
      }
      expect(answered).toBe(3 * 16);
      expect(await snapshot()).toEqual(before);
    });
  }
});

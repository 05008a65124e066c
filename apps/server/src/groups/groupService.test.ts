import type { Group, GroupDetails } from '@velo/api-client/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locationGroups, userGroupMembers, userGroups, users } from '../db/schema/index.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { isEndUser } from './groupMembers.ts';

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

const as = (userName: string | null) => (userName ? { token: tokens[userName] } : {});
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, userName: string | null = 'admin') =>
  request(t.app, {
    method,
    url: `/api/services/app/Group/${path}`,
    ...(body === undefined ? {} : { body }),
    ...as(userName),
  });
const list = (body: unknown, userName?: string | null) => call('POST', 'GetList', body, userName);
const get = (id: number, userName?: string | null) => call('GET', `Get?id=${id}`, undefined, userName);
const save = (body: unknown, userName?: string | null) => call('POST', 'CreateOrUpdateGroup', body, userName);
const groupUsers = (body: unknown, userName?: string | null) => call('POST', 'GetGroupUsers', body, userName);
const addUsers = (body: unknown, userName?: string | null) => call('POST', 'AddUsers', body, userName);
const removeUser = (body: unknown, userName?: string | null) => call('POST', 'RemoveUser', body, userName);
const remove = (id: number, userName?: string | null) => call('DELETE', `Delete?id=${id}`, undefined, userName);

async function groupOf(clientId: number, name: string) {
  const [found] = await t.db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.clientId, clientId), eq(userGroups.name, name)));
  return found!.id;
}

/** End users by client (null: of no client), in id order, not yet members of `groupId`. */
async function endUsers(clientId: number | null, howMany: number, notIn?: number) {
  const members = notIn
    ? new Set(
        (await t.db.select().from(userGroupMembers).where(eq(userGroupMembers.groupId, notIn))).map((member) => member.userId),
      )
    : new Set<number>();
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(isEndUser, clientId === null ? isNull(users.clientId) : eq(users.clientId, clientId)))
    .orderBy(asc(users.id));
  return rows
    .map((row) => row.id)
    .filter((id) => !members.has(id))
    .slice(0, howMany);
}

const memberIds = async (groupId: number) =>
  (
    await t.db.select().from(userGroupMembers).where(eq(userGroupMembers.groupId, groupId)).orderBy(asc(userGroupMembers.userId))
  ).map((member) => member.userId);

describe('Group/GetList', () => {
  it('gives an admin every group, with its client and its count of members', async () => {
    const answer = await list({ maxResultCount: 100, sorting: 'Id' });
    expect(answer.status).toBe(200);
    expect(answer.result.totalCount).toBe(9);
    const staff = answer.result.items[0] as Group;
    expect(staff).toEqual({
      id: staff.id,
      name: 'Staff',
      description: "The client's own employees.",
      clientId: 1,
      client: { id: 1, name: 'Nordlys Parkering AS' },
      userCount: (await memberIds(staff.id)).length,
    });
    expect(staff.userCount).toBeGreaterThanOrEqual(20);
  });

  it("gives a client administrator its own client's groups only, at either access level", async () => {
    for (const [userName, clientId] of [
      ['client', 1],
      ['client-read', 2],
    ] as const) {
      const answer = await list({ maxResultCount: 100 }, userName);
      expect(answer.status, userName).toBe(200);
      expect(answer.result.totalCount).toBe(3);
      expect(answer.result.items.every((group: Group) => group.clientId === clientId)).toBe(true);
    }
  });

  it('searches by name and filters by client', async () => {
    const answer = await list({
      filterRule: {
        condition: 'and',
        filterRules: [
          { field: 'Name', operator: 'contains', value: 'resid' },
          { field: 'ClientId', operator: 'equal', value: 3 },
        ],
      },
    });
    expect(answer.result.items.map((group: Group) => `${group.clientId} ${group.name}`)).toEqual(['3 Residents']);
    const byClient = await list(
      { filterRule: { condition: 'and', filterRules: [{ field: 'ClientId', operator: 'equal', value: 3 }] } },
      'client',
    );
    expect(byClient.result).toEqual({ items: [], totalCount: 0 });
  });

  it('refuses support staff with 403, a field it does not offer with 400', async () => {
    expect((await list({}, 'support')).status).toBe(403);
    const unknown = await list({
      filterRule: { condition: 'and', filterRules: [{ field: 'UserCount', operator: 'gt', value: 1 }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.validationErrors?.[0]?.members).toEqual(['UserCount']);
  });
});

describe('Group/Get', () => {
  it('answers a group with its members by name, and its version', async () => {
    const id = await groupOf(1, 'Students');
    const answer = await get(id);
    expect(answer.status).toBe(200);
    const group = answer.result as GroupDetails;
    expect(group).toMatchObject({ id, name: 'Students', clientId: 1, client: { id: 1, name: 'Nordlys Parkering AS' } });
    expect(group.users.map((user) => user.id).sort((a, b) => a - b)).toEqual(await memberIds(id));
    expect(group.userCount).toBe(group.users.length);
    expect(group.users.every((user) => !user.isAdmin && /^47\d{8}$/.test(user.userName))).toBe(true);
    expect(typeof group.concurrencyStamp).toBe('string');
  });

  it("lets a client administrator read its own client's group, and answers another's 404", async () => {
    expect((await get(await groupOf(1, 'Staff'), 'client')).status).toBe(200);
    for (const [userName, foreign] of [
      ['client', await groupOf(2, 'Staff')],
      ['client', await groupOf(3, 'Students')],
      ['client-read', await groupOf(1, 'Staff')],
    ] as const) {
      const answer = await get(foreign, userName);
      expect(answer.status, `${userName} ${foreign}`).toBe(404);
      expect(answer.error?.message).toBe('There is no group with this id.');
      expect(answer.result).toBeNull();
    }
    expect((await get(999_999)).status).toBe(404);
    expect((await get(await groupOf(1, 'Staff'), 'support')).status).toBe(403);
  });
});

describe('Group/CreateOrUpdateGroup', () => {
  it('creates a group with its members, and answers it with its id', async () => {
    const members = [...(await endUsers(2, 2)), ...(await endUsers(null, 2))];
    const answer = await save({ id: 0, clientId: 2, name: ' Night shift ', description: 'Who works nights', userIds: members });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ name: 'Night shift', description: 'Who works nights', clientId: 2, userCount: 4 });
    expect(answer.result.id).toBeGreaterThan(9);
    expect(await memberIds(answer.result.id)).toEqual([...members].sort((a, b) => a - b));
    expect((await get(answer.result.id, 'client-read')).result.users).toHaveLength(4);
  });

  it('creates a group of no client, which no client administrator sees', async () => {
    const answer = await save({ name: 'Everyone', description: 'All of them' });
    expect(answer.result).toMatchObject({ clientId: null, client: null, userCount: 0 });
    expect((await get(answer.result.id, 'client')).status).toBe(404);
  });

  it('needs a name, and a description for a new group, naming the field', async () => {
    const noDescription = await save({ clientId: 1, name: 'Bare' });
    expect(noDescription.status).toBe(400);
    expect(noDescription.error?.validationErrors).toEqual([{ message: 'This field is required', members: ['description'] }]);
    const noName = await save({ id: await groupOf(1, 'Staff'), name: '   ' });
    expect(noName.error?.validationErrors?.[0]?.members).toEqual(['name']);
  });

  it("edits a group's details, keeping its members unless it sends them", async () => {
    const made = await save({ clientId: 3, name: 'Cyclists', description: 'Commuters', userIds: await endUsers(3, 3) });
    const id = made.result.id;
    const edited = await save({ id, clientId: 3, name: 'Cyclists 2', concurrencyStamp: made.result.concurrencyStamp });
    expect(edited.status).toBe(200);
    expect(edited.result).toMatchObject({ id, name: 'Cyclists 2', description: null, userCount: 3 });
    expect(edited.result.concurrencyStamp).not.toBe(made.result.concurrencyStamp);

    const fewer = await save({ id, clientId: 3, name: 'Cyclists 2', userIds: [edited.result.users[0].id] });
    expect(fewer.result.userCount).toBe(1);
    expect(await memberIds(id)).toEqual([edited.result.users[0].id]);
  });

  it('refuses a stale edit with 409 and changes nothing', async () => {
    const id = await groupOf(3, 'Staff');
    const read = (await get(id)).result as GroupDetails;
    expect(
      (await save({ id, clientId: 3, name: 'Staff', description: 'First', concurrencyStamp: read.concurrencyStamp })).status,
    ).toBe(200);
    const stale = await save({ id, clientId: 3, name: 'Lost', concurrencyStamp: read.concurrencyStamp });
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toBe('Someone else changed this record. Reload it and try again.');
    expect((await get(id)).result.name).toBe('Staff');
  });

  it('takes only end users, and for a client group none of another client', async () => {
    const admin = await save({ clientId: 1, name: 'X', description: 'Y', userIds: [idOf.client] });
    expect(admin.status).toBe(400);
    expect(admin.error?.code).toBe('Group.MemberNotEndUser');
    const foreign = await save({ clientId: 1, name: 'X', description: 'Y', userIds: await endUsers(2, 1) });
    expect(foreign.error?.code).toBe('Group.MemberOfAnotherClient');
    const unknown = await save({ clientId: 1, name: 'X', description: 'Y', userIds: [999_999] });
    expect(unknown.error?.code).toBe('Group.UserNotFound');
    const noClient = await save({ clientId: 99, name: 'X', description: 'Y' });
    expect(noClient.error?.code).toBe('Group.ClientNotFound');
    const [count] = await t.db.select().from(userGroups).where(eq(userGroups.name, 'X'));
    expect(count).toBeUndefined();
  });

  it("refuses to give a group to a client while it holds another client's end users", async () => {
    const made = await save({ name: 'Mixed', description: 'Of no client', userIds: await endUsers(1, 1) });
    const moved = await save({ id: made.result.id, clientId: 2, name: 'Mixed' });
    expect(moved.status).toBe(400);
    expect(moved.error?.code).toBe('Group.MemberOfAnotherClient');
    expect((await save({ id: made.result.id, clientId: 1, name: 'Mixed' })).status).toBe(200);
  });

  it('refuses client administrators with 403, whatever their access level', async () => {
    for (const userName of ['client', 'client-read', 'support']) {
      const answer = await save({ id: await groupOf(1, 'Staff'), clientId: 1, name: 'Mine' }, userName);
      expect(answer.status, userName).toBe(403);
    }
    expect((await get(await groupOf(1, 'Staff'))).result.name).toBe('Staff');
  });
});

describe('Group/Delete', () => {
  it('deletes a group with its members and the admissions that named it', async () => {
    const id = await groupOf(1, 'Residents');
    expect((await t.db.select().from(locationGroups).where(eq(locationGroups.groupId, id))).length).toBeGreaterThan(0);
    expect((await remove(id, 'client')).status).toBe(403);
    expect((await remove(id)).status).toBe(200);
    expect((await get(id)).status).toBe(404);
    expect(await memberIds(id)).toEqual([]);
    expect(await t.db.select().from(locationGroups).where(eq(locationGroups.groupId, id))).toEqual([]);
    expect((await remove(id)).status).toBe(404);
  });
});

describe('Group/GetGroupUsers', () => {
  it("pages a group's members, searched by name, surname or user name", async () => {
    const id = await groupOf(2, 'Students');
    const all = await memberIds(id);
    const firstPage = await groupUsers({ groupId: id, maxResultCount: 5 });
    expect(firstPage.result.totalCount).toBe(all.length);
    expect(firstPage.result.items).toHaveLength(5);
    const someone = (await get(id)).result.users[3];
    const search = (value: string) => ({
      condition: 'or',
      filterRules: ['Name', 'Surname', 'UserName'].map((field) => ({ field, operator: 'contains', value })),
    });
    const found = await groupUsers({ groupId: id, filterRule: search(someone.userName.slice(2)), maxResultCount: 100 });
    expect(found.result.items).toEqual([someone]);
    const bySurname = await groupUsers({ groupId: id, filterRule: search(someone.surname.toUpperCase()), maxResultCount: 100 });
    expect(
      bySurname.result.items.every(
        (user: { surname: string; name: string }) =>
          user.surname === someone.surname || user.name.toUpperCase().includes(someone.surname.toUpperCase()),
      ),
    ).toBe(true);
    expect(bySurname.result.items).toContainEqual(someone);
  });

  it("lists the end users who could join: not members, of no client or of the group's client", async () => {
    const id = await groupOf(2, 'Staff');
    const members = new Set(await memberIds(id));
    const candidates = await groupUsers({ groupId: id, inGroup: false, maxResultCount: 5000 });
    expect(candidates.status).toBe(200);
    const ids = candidates.result.items.map((user: { id: number }) => user.id);
    expect(ids.some((userId: number) => members.has(userId))).toBe(false);
    const rows = await t.db
      .select({ id: users.id, isAdmin: users.isAdmin, roleNames: users.roleNames, clientId: users.clientId })
      .from(users);
    const isEndUser = (row: (typeof rows)[number]) => !row.isAdmin && row.roleNames.length === 0;
    const couldJoin = rows.filter((row) => isEndUser(row) && [null, 2].includes(row.clientId) && !members.has(row.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(couldJoin.map((row) => row.id).sort((a, b) => a - b));
    expect(ids).not.toContain(idOf.admin);
    expect(ids).not.toContain(idOf.support);
    expect(candidates.result.totalCount).toBe(couldJoin.length);
    const staffOnly = await groupUsers({
      groupId: id,
      inGroup: false,
      filterRule: { condition: 'and', filterRules: [{ field: 'UserName', operator: 'equal', value: 'support' }] },
    });
    expect(staffOnly.result).toEqual({ items: [], totalCount: 0 });
  });

  it("lets a client administrator read its own group's members, never who could join, nor another client's", async () => {
    const own = await groupOf(1, 'Staff');
    expect((await groupUsers({ groupId: own }, 'client')).result.totalCount).toBe((await memberIds(own)).length);
    const candidates = await groupUsers({ groupId: own, inGroup: false }, 'client');
    expect(candidates.status).toBe(403);
    const foreign = await groupUsers({ groupId: await groupOf(2, 'Staff') }, 'client');
    expect(foreign.status).toBe(404);
    expect(foreign.result).toBeNull();
  });
});

describe('Group/AddUsers and Group/RemoveUser', () => {
  it('adds end users once each, and makes the group a new version', async () => {
    const id = await groupOf(3, 'Students');
    const before = (await get(id)).result as GroupDetails;
    const newcomers = await endUsers(null, 3, id);
    const added = await addUsers({ groupId: id, userIds: [...newcomers, newcomers[0]] });
    expect(added.status).toBe(200);
    expect(added.result).toMatchObject({ id, userCount: before.userCount + 3 });
    const again = await addUsers({ groupId: id, userIds: newcomers });
    expect(again.result.userCount).toBe(before.userCount + 3);
    const stale = await save({ id, clientId: 3, name: 'Students', concurrencyStamp: before.concurrencyStamp });
    expect(stale.status).toBe(409);
  });

  it('keeps the member rules, and adds nobody when one user breaks them', async () => {
    const id = await groupOf(3, 'Staff');
    const count = (await memberIds(id)).length;
    const answer = await addUsers({ groupId: id, userIds: [...(await endUsers(3, 1, id)), ...(await endUsers(1, 1))] });
    expect(answer.error?.code).toBe('Group.MemberOfAnotherClient');
    expect(await memberIds(id)).toHaveLength(count);
    for (const staff of ['admin', 'support', 'client'])
      expect((await addUsers({ groupId: id, userIds: [idOf[staff]] })).error?.code, staff).toBe('Group.MemberNotEndUser');
    expect((await addUsers({ groupId: id, userIds: [] })).error?.validationErrors?.[0]?.members).toEqual(['userIds']);
  });

  it('removes a member, and answers 404 for one who is not', async () => {
    const id = await groupOf(2, 'Residents');
    const [first] = await memberIds(id);
    const answer = await removeUser({ groupId: id, userId: first });
    expect(answer.status).toBe(200);
    expect(await memberIds(id)).not.toContain(first);
    const again = await removeUser({ groupId: id, userId: first });
    expect(again.status).toBe(404);
    expect(again.error?.message).toBe('This user is not a member of the group.');
  });

  it('refuses client administrators with 403, and an unknown group with 404', async () => {
    const own = await groupOf(1, 'Staff');
    const [member] = await memberIds(own);
    for (const userName of ['client', 'client-read']) {
      expect((await addUsers({ groupId: own, userIds: await endUsers(1, 1, own) }, userName)).status).toBe(403);
      expect((await removeUser({ groupId: own, userId: member }, userName)).status).toBe(403);
    }
    expect(await memberIds(own)).toContain(member);
    expect((await addUsers({ groupId: 999_999, userIds: [member!] })).status).toBe(404);
    expect((await removeUser({ groupId: 999_999, userId: member! })).status).toBe(404);
  });
});

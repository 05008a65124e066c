import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { getGroupList, type Group, type GroupDetails } from '@velo/api-client/contract';
import type { Db } from '../db/database.ts';
import { clients, userGroupMembers, userGroups, users } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { listItems, listSource, type ListSource } from '../lists/listPage.ts';

export const noSuchGroup = 'There is no group with this id.';

/** What `Group/GetList` reads: each group with its client's name and its count of members. */
export const groupListSource = listSource({
  from: userGroups,
  select: {
    id: userGroups.id,
    name: userGroups.name,
    description: userGroups.description,
    clientId: userGroups.clientId,
    concurrencyStamp: userGroups.concurrencyStamp,
  },
  id: userGroups.id,
  defaultOrder: [asc(userGroups.name)],
  forEachItem: (groupId) => ({
    clientName: {
      sql: sql`(select ${clients.name} from ${clients} join ${userGroups} on ${userGroups.clientId} = ${clients.id}
        where ${userGroups.id} = ${groupId})`,
      decode: (value: unknown) => (value === null ? null : String(value)),
    },
    userCount: {
      sql: sql`(select count(*)::int from ${userGroupMembers} where ${userGroupMembers.groupId} = ${groupId})`,
      decode: (value: unknown) => Number(value),
    },
  }),
});

type GroupRow = typeof groupListSource extends ListSource<infer Row> ? Row : never;

export const groupListFieldSet = listFieldSet(getGroupList.list, {
  Id: { column: userGroups.id },
  Name: { column: userGroups.name },
  Description: { column: userGroups.description },
  ClientId: { column: userGroups.clientId },
});

/** A group in the contract's shape, as the list shows it. */
export function groupDto({ clientName, concurrencyStamp: _version, ...row }: GroupRow): Group {
  return { ...row, client: row.clientId !== null && clientName !== null ? { id: row.clientId, name: clientName } : null };
}

async function readGroupRow(db: Db, scope: SQL | undefined, id: number): Promise<GroupRow> {
  const [found] = await listItems(db, groupListSource, and(scope, eq(userGroups.id, id)));
  if (!found) throw notFound(noSuchGroup);
  return found;
}

/** A group the caller may see, as the list shows it; 404 otherwise. */
export const readGroup = async (db: Db, scope: SQL | undefined, id: number): Promise<Group> =>
  groupDto(await readGroupRow(db, scope, id));

/** A member in the contract's shape. */
export const groupUserColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  userName: users.userName,
  isAdmin: users.isAdmin,
};

/** A group the caller may see with its members by name, and its version; 404 otherwise. */
export async function readGroupDetails(db: Db, scope: SQL | undefined, id: number): Promise<GroupDetails> {
  const row = await readGroupRow(db, scope, id);
  const members = await db
    .select(groupUserColumns)
    .from(userGroupMembers)
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(eq(userGroupMembers.groupId, id))
    .orderBy(asc(users.name), asc(users.surname), asc(users.id));
  return { ...groupDto(row), users: members, concurrencyStamp: row.concurrencyStamp };
}

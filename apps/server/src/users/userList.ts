import { desc, sql, type SQL } from 'drizzle-orm';
import { getUserList, type User } from '@velo/api-client/contract';
import { clients, userGroupMembers, userGroups, users, usersSearchText } from '../db/schema/index.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { listSource, type ListItem } from '../lists/listPage.ts';

/** The columns a user is answered with: never its password hash, sign-in counters or two-factor state. */
const userColumns = {
  id: users.id,
  userName: users.userName,
  name: users.name,
  middlename: users.middlename,
  surname: users.surname,
  emailAddress: users.emailAddress,
  phoneNumber: users.phoneNumber,
  gender: users.gender,
  languageId: users.languageId,
  roleId: users.roleId,
  roleNames: users.roleNames,
  accessLevel: users.accessLevel,
  isAdmin: users.isAdmin,
  suspended: users.suspended,
  suspensionReason: users.suspensionReason,
  fiatBalance: users.fiatBalance,
  clientId: users.clientId,
  creationTime: users.creationTime,
  concurrencyStamp: users.concurrencyStamp,
};

const nameOrNull = (value: unknown) => (value ?? null) as string | null;

/**
 * The user's client (the organisation it administers), and its customer: the client organisations whose private
 * groups hold the user, whose customer it is, named in alphabetical order.
 */
const organisationNames = (userId: SQL) => ({
  clientName: {
    sql: sql`(select ${clients.name} from ${clients} join ${users} on ${users.clientId} = ${clients.id} where ${users.id} = ${userId})`,
    decode: nameOrNull,
  },
  customerName: {
    sql: sql`(select string_agg(distinct ${clients.name}, ', ' order by ${clients.name}) from ${userGroupMembers}
      join ${userGroups} on ${userGroups.id} = ${userGroupMembers.groupId} join ${clients} on ${clients.id} = ${userGroups.clientId}
      where ${userGroupMembers.userId} = ${userId})`,
    decode: nameOrNull,
  },
});

/** What `User/GetList`, `User/Get` and the user calls' answers read: users with their client's and customer's names, newest first unless sorted otherwise. */
export const userListSource = listSource({
  from: users,
  select: userColumns,
  id: users.id,
  defaultOrder: [desc(users.creationTime), desc(users.id)],
  forEachItem: organisationNames,
});

type UserItem = ListItem<typeof userColumns, ReturnType<typeof organisationNames>>;

/** A user in the contract's shape. */
export const userDto = ({ clientName: name, customerName, creationTime, ...user }: UserItem): User => ({
  ...user,
  client: user.clientId !== null && name !== null ? { id: user.clientId, name } : null,
  customer: customerName === null ? null : { name: customerName },
  creationTime: creationTime.toISOString(),
});

/** What `User/GetList` may filter and sort by; `Search` is the search box's text, as its trigram index is written. */
export const userListFieldSet = listFieldSet(getUserList.list, {
  Id: { column: users.id },
  IsAdmin: { column: users.isAdmin },
  ClientId: { column: users.clientId },
  UserName: { column: users.userName },
  Name: { column: users.name },
  Surname: { column: users.surname },
  EmailAddress: { column: users.emailAddress },
  Suspended: { column: users.suspended },
  CreationTime: { column: users.creationTime },
  Search: { column: users.userName, matchOn: usersSearchText(users) },
});

export const noSuchUser = 'There is no user with this id.';

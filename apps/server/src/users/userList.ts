import { desc, sql, type SQL } from 'drizzle-orm';
import { userListFields, type User } from '@velo/api-client/contract';
import { clients, users, usersSearchText } from '../db/schema/index.ts';
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

const clientName = (userId: SQL) => ({
  clientName: {
    sql: sql`(select ${clients.name} from ${clients} join ${users} on ${users.clientId} = ${clients.id} where ${users.id} = ${userId})`,
    decode: (value: unknown) => (value ?? null) as string | null,
  },
});

/** What `User/GetList`, `User/Get` and the user calls' answers read: users with their client's name, newest first unless sorted otherwise. */
export const userListSource = listSource({
  from: users,
  select: userColumns,
  id: users.id,
  defaultOrder: [desc(users.creationTime), desc(users.id)],
  forEachItem: clientName,
});

type UserItem = ListItem<typeof userColumns, ReturnType<typeof clientName>>;

/** A user in the contract's shape. */
export const userDto = ({ clientName: name, creationTime, ...user }: UserItem): User => ({
  ...user,
  client: user.clientId !== null && name !== null ? { id: user.clientId, name } : null,
  creationTime: creationTime.toISOString(),
});

/** What `User/GetList` may filter and sort by; `Search` is the search box's text, as its trigram index is written. */
export const userListFieldSet = listFieldSet(userListFields, {
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

import { desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  type AccessLogEntry,
  getAccessLogList,
  getMessageLogList,
  getUserGroups,
  type MessageLogEntry,
  type UserGroupMembership,
} from '@velo/api-client/contract';
import { accessLogs, clients, doors, outboxMessages, userGroups } from '../db/schema/index.ts';
import { listFieldSet } from '../lists/listFields.ts';
import { listSource, type ListItem } from '../lists/listPage.ts';

// The lists of a user's page besides its orders, each newest first unless sorted otherwise.

const nameOrNull = (value: unknown) => (value ?? null) as string | null;

const accessLogColumns = {
  id: accessLogs.id,
  orderId: accessLogs.orderId,
  doorId: accessLogs.doorId,
  direction: accessLogs.direction,
  creationTime: accessLogs.creationTime,
};

const doorOfEntry = (entryId: SQL) => ({
  doorName: {
    sql: sql`(select ${doors.name} from ${doors} join ${accessLogs} on ${accessLogs.doorId} = ${doors.id} where ${accessLogs.id} = ${entryId})`,
    decode: nameOrNull,
  },
});

export const accessLogListSource = listSource({
  from: accessLogs,
  select: accessLogColumns,
  id: accessLogs.id,
  defaultOrder: [desc(accessLogs.creationTime), desc(accessLogs.id)],
  forEachItem: doorOfEntry,
});

export const accessLogFieldSet = listFieldSet(getAccessLogList.list, {
  Id: { column: accessLogs.id },
  CreatorUserId: { column: accessLogs.creatorUserId },
  OrderId: { column: accessLogs.orderId },
  DoorId: { column: accessLogs.doorId },
  Direction: { column: accessLogs.direction },
  CreationTime: { column: accessLogs.creationTime },
});

type AccessLogItem = ListItem<typeof accessLogColumns, ReturnType<typeof doorOfEntry>>;

export const accessLogDto = ({ id, orderId, doorId, direction, creationTime, doorName }: AccessLogItem): AccessLogEntry => ({
  id,
  orderId,
  creationTime: creationTime.toISOString(),
  door: doorId !== null && doorName !== null ? { id: doorId, name: doorName } : null,
  direction: direction === 0 ? 0 : 1,
});

export const messageLogListSource = listSource({
  from: outboxMessages,
  select: getTableColumns(outboxMessages),
  id: outboxMessages.id,
  defaultOrder: [desc(outboxMessages.creationTime), desc(outboxMessages.id)],
});

export const messageLogFieldSet = listFieldSet(getMessageLogList.list, {
  Id: { column: outboxMessages.id },
  UserId: { column: outboxMessages.userId },
  CreationTime: { column: outboxMessages.creationTime },
});

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const messageLogDto = (message: typeof outboxMessages.$inferSelect): MessageLogEntry => ({
  id: message.id,
  to: message.to,
  from: message.from,
  subject: message.subject,
  text: message.text,
  sendAt: iso(message.sendAt),
  sentOrReceivedAt: iso(message.sentOrReceivedAt),
  retries: message.retries,
  creationTime: message.creationTime.toISOString(),
});

const groupColumns = {
  id: userGroups.id,
  name: userGroups.name,
  description: userGroups.description,
  clientId: userGroups.clientId,
};

const clientOfGroup = (groupId: SQL) => ({
  clientName: {
    sql: sql`(select ${clients.name} from ${clients} join ${userGroups} on ${userGroups.clientId} = ${clients.id} where ${userGroups.id} = ${groupId})`,
    decode: nameOrNull,
  },
});

export const userGroupListSource = listSource({
  from: userGroups,
  select: groupColumns,
  id: userGroups.id,
  defaultOrder: [desc(userGroups.creationTime), desc(userGroups.id)],
  forEachItem: clientOfGroup,
});

export const userGroupFieldSet = listFieldSet(getUserGroups.list, {
  Id: { column: userGroups.id },
  Name: { column: userGroups.name },
  ClientId: { column: userGroups.clientId },
  CreationTime: { column: userGroups.creationTime },
});

export const userGroupDto = ({
  clientName,
  ...group
}: ListItem<typeof groupColumns, ReturnType<typeof clientOfGroup>>): UserGroupMembership => ({
  ...group,
  client: group.clientId !== null && clientName !== null ? { id: group.clientId, name: clientName } : null,
});

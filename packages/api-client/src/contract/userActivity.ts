import { z } from 'zod/mini';
import { accessDirection } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, isoDateTime, namedRef, queryId } from './common.ts';
import { listRequest, page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';

// What the user page's tabs read besides the user's orders (Order/GetList filtered by UserId): its
// groups, payment options, access log and messages. Admin only; each list is newest first unless
// sorted otherwise.

/** The sub-lists' order unless the request names another: newest first. */
export const defaultUserActivitySorting = 'creationTime DESC';

/** A user passing a door during an order: 0 In, 1 Out. The order and door are null once deleted. */
export const accessLogEntry = z.object({
  id,
  orderId: z.nullable(z.int()),
  creationTime: isoDateTime,
  door: z.nullable(namedRef),
  direction: accessDirection.schema,
});
export type AccessLogEntry = z.infer<typeof accessLogEntry>;

/** What `AccessLog/GetList` may be filtered and sorted by; the user page filters by `CreatorUserId`. */
export const accessLogListFields = {
  Id: 'integer',
  CreatorUserId: 'integer',
  OrderId: 'integer',
  DoorId: 'integer',
  Direction: 'integer',
  CreationTime: 'dateTime',
} as const satisfies ListFields;

export const getAccessLogList = endpoint({
  method: 'POST',
  path: '/api/services/app/AccessLog/GetList',
  body: listRequest,
  list: listOf(accessLogListFields),
  result: page(accessLogEntry),
});

/** An SMS or e-mail the server sent, or has yet to send, to a user. */
export const messageLogEntry = z.object({
  id,
  to: z.string(),
  from: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  text: z.string(),
  /** When it is due; null: at once. */
  sendAt: z.nullable(isoDateTime),
  /** When the provider delivered it; null while pending. */
  sentOrReceivedAt: z.nullable(isoDateTime),
  retries: z.int(),
  creationTime: isoDateTime,
});
export type MessageLogEntry = z.infer<typeof messageLogEntry>;

/** What `Message/GetList` may be filtered and sorted by; the user page filters by `UserId`. */
export const messageLogListFields = {
  Id: 'integer',
  UserId: 'integer',
  CreationTime: 'dateTime',
} as const satisfies ListFields;

export const getMessageLogList = endpoint({
  method: 'POST',
  path: '/api/services/app/Message/GetList',
  body: listRequest,
  list: listOf(messageLogListFields),
  result: page(messageLogEntry),
});

/** A card the payment provider keeps for a user: its id there, never the number; `expireDate` is MM/YY. */
export const paymentOption = z.object({
  cardId: z.string(),
  name: z.string(),
  brand: z.string(),
  expireDate: z.string(),
});
export type PaymentOption = z.infer<typeof paymentOption>;

/** The user's cards at the payment provider, newest first. */
export const getPaymentOptions = endpoint({
  method: 'GET',
  path: '/api/services/app/PaymentStripe/GetPaymentOptions',
  query: z.strictObject({ userId: queryId }),
  result: z.array(paymentOption),
});

/** A private group as a user's User Groups tab lists it. */
export const userGroupMembership = z.object({
  id,
  name: z.string(),
  description: z.nullable(z.string()),
  clientId: z.nullable(z.int()),
  client: z.nullable(namedRef),
});
export type UserGroupMembership = z.infer<typeof userGroupMembership>;

/** What `Group/GetUserGroups` may be filtered and sorted by. */
export const userGroupListFields = {
  Id: 'integer',
  Name: 'text',
  ClientId: 'integer',
  CreationTime: 'dateTime',
} as const satisfies ListFields;

const { sorting, skipCount, maxResultCount, filterRule } = listRequest.shape;

/**
 * A page of the groups a user belongs to (`inGroup: true`, the default) or of those it does not,
 * newest first unless sorted otherwise. An unknown user is 404.
 */
export const getUserGroups = endpoint({
  method: 'POST',
  path: '/api/services/app/Group/GetUserGroups',
  body: z.strictObject({
    userId: id,
    inGroup: z._default(z.boolean(), true),
    sorting,
    skipCount,
    maxResultCount,
    filterRule,
  }),
  list: listOf(userGroupListFields),
  result: page(userGroupMembership),
});

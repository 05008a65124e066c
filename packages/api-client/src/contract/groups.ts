import { z } from 'zod/mini';
import { fieldRequired, groupTextMaxLengths, idRange, maxGroupUsersPerCall } from '@velo/domain';
import { concurrencyStampSent, id, namedRef, queryId } from './common.ts';
import { endpoint } from './endpoint.ts';
import { listRequest, page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';

// Private groups of end users: a location with private access admits its groups' members. A client
// administrator reads its own client's groups and their members; only an admin changes them.

/** A group as the Private Groups list shows it. */
export const group = z.object({
  id,
  name: z.string(),
  description: z.nullable(z.string()),
  clientId: z.nullable(z.int()),
  client: z.nullable(namedRef),
  userCount: z.int().check(z.minimum(0)),
});
export type Group = z.infer<typeof group>;

/** A member of a group, or an end user who could be one. */
export const groupUser = z.object({
  id,
  name: z.string(),
  surname: z.string(),
  userName: z.string(),
  isAdmin: z.boolean(),
});
export type GroupUser = z.infer<typeof groupUser>;

/** One group with its members (by name) and its version: an edit sends it back; a stale one is refused with 409. */
export const groupDetails = z.extend(group, { users: z.array(groupUser), concurrencyStamp: z.string() });
export type GroupDetails = z.infer<typeof groupDetails>;

/** What `Group/GetList` may be filtered and sorted by; its search box is `Name contains`. */
export const groupListFields = {
  Id: 'integer',
  Name: 'text',
  Description: 'text',
  ClientId: 'integer',
} as const satisfies ListFields;

/** A page of the groups the caller may see (a client administrator's client's only), by id unless sorted otherwise. */
export const getGroupList = endpoint({
  method: 'POST',
  path: '/api/services/app/Group/GetList',
  body: listRequest,
  list: listOf(groupListFields),
  result: page(group),
});

/** One group with its members; another client's is 404. */
export const getGroup = endpoint({
  method: 'GET',
  path: '/api/services/app/Group/Get',
  query: z.strictObject({ id: queryId }),
  result: groupDetails,
});

const userIds = z.array(id).check(z.maxLength(maxGroupUsersPerCall));

/**
 * A new group (no `id`, or 0) or a group's edit (admin). Name is required; so is the description of a
 * new group. `userIds`, when sent, are the group's members from then on (left out, an edit keeps
 * them); members are end users, and a client's group takes only end users of no client or of that
 * client (400 `Group.MemberNotEndUser`, `Group.MemberOfAnotherClient`, `Group.UserNotFound`).
 * Answers the group as saved, with its id and new `concurrencyStamp`.
 */
export const createOrUpdateGroup = endpoint({
  method: 'POST',
  path: '/api/services/app/Group/CreateOrUpdateGroup',
  body: z
    .strictObject({
      id: z.optional(z.nullable(z.int().check(z.minimum(0), z.maximum(idRange.max)))),
      clientId: z.optional(z.nullable(id)),
      name: z.string().check(z.trim(), z.minLength(1, { error: fieldRequired }), z.maxLength(groupTextMaxLengths.name)),
      description: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(groupTextMaxLengths.description)))),
      userIds: z.optional(userIds),
      concurrencyStamp: concurrencyStampSent,
    })
    .check(
      z.superRefine(
        ({ id: groupId, description }, payload) => {
          if (!groupId && !description) payload.addIssue({ code: 'custom', message: fieldRequired, path: ['description'] });
        },
        { when: (payload) => payload.issues.length === 0 },
      ),
    ),
  result: groupDetails,
});

/** Deletes a group, its memberships and the admissions of locations that named it (admin). */
export const deleteGroup = endpoint({
  method: 'DELETE',
  path: '/api/services/app/Group/Delete',
  query: z.strictObject({ id: queryId }),
  result: z.null(),
});

/** What `Group/GetGroupUsers` may be filtered and sorted by; the Add User dialog's search matches name, surname or user name. */
export const groupUserListFields = {
  Id: 'integer',
  Name: 'text',
  Surname: 'text',
  UserName: 'text',
  IsAdmin: 'boolean',
} as const satisfies ListFields;

/**
 * A page of a group's members (`inGroup` true, the default), or of the end users who could join it
 * (`inGroup` false: the Add User dialog, admin only, 403 otherwise), by name unless sorted otherwise.
 * Only end users are ever listed. Another client's group is 404.
 */
export const getGroupUsers = endpoint({
  method: 'POST',
  path: '/api/services/app/Group/GetGroupUsers',
  body: z.extend(listRequest, { groupId: id, inGroup: z._default(z.boolean(), true) }),
  list: listOf(groupUserListFields),
  result: page(groupUser),
});

/**
 * Adds end users to a group (admin), those already in it left as they are; the same rules as a
 * save's `userIds`. Answers the group with its new count. Members are added and removed one call at
 * a time rather than by sending every member again: a group of hundreds needs no full list in the
 * console, and two admins adding at once both get their users in.
 */
export const addGroupUsers = endpoint({
  method: 'POST',
  path: '/api/services/app/Group/AddUsers',
  body: z.strictObject({ groupId: id, userIds: userIds.check(z.minLength(1, { error: 'Choose at least one user.' })) }),
  result: group,
});

/** Takes a member out of a group (admin); one who is not a member is 404. Answers the group with its new count. */
export const removeGroupUser = endpoint({
  method: 'POST',
  path: '/api/services/app/Group/RemoveUser',
  body: z.strictObject({ groupId: id, userId: id }),
  result: group,
});

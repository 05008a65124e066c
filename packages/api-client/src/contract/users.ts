import { z } from 'zod/mini';
import {
  accessLevel,
  emailAddressPattern,
  fieldRequired,
  gender,
  invalidEmailAddress,
  language,
  maxAmount,
  passwordMaxLength,
  passwordProblems,
  smsMessageMaxLength,
  suspensionReasonMaxLength,
  userTextMaxLengths,
} from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { user } from './user.ts';
import { concurrencyStampSent, id, queryId } from './common.ts';
import { listRequest, page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';

/**
 * What `User/GetList` may be filtered and sorted by. `IsAdmin` tells the Users page's tabs apart
 * (Administrators: true, End users: false). `Search` is the search box: user name, names and e-mail
 * address as one text, matched case-insensitively with `contains`; it filters, never sorts.
 */
export const userListFields = {
  Id: 'integer',
  IsAdmin: 'boolean',
  ClientId: 'integer',
  UserName: 'text',
  Name: 'text',
  Surname: 'text',
  EmailAddress: 'text',
  Suspended: 'boolean',
  CreationTime: 'dateTime',
  Search: 'text',
} as const satisfies ListFields;

/** The users list's order unless the request names another: newest first. */
export const defaultUserSorting = 'creationTime DESC';

/**
 * A page of users, newest first unless sorted otherwise: everyone for an admin; for a client
 * administrator the administrators of its own client only (never end users).
 */
export const getUserList = endpoint({
  method: 'POST',
  path: '/api/services/app/User/GetList',
  body: listRequest,
  list: listOf(userListFields, ['Search']),
  result: page(user),
});

/** One user, as the list answers it (the user page); another tenant's is 404. */
export const getUser = endpoint({
  method: 'GET',
  path: '/api/services/app/User/Get',
  query: z.strictObject({ id: queryId }),
  result: user,
});

const requiredText = (maxLength: number) =>
  z.string().check(z.trim(), z.minLength(1, { error: fieldRequired }), z.maxLength(maxLength));
const optionalText = (maxLength: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(maxLength))));
const emailAddress = z
  .string()
  .check(z.trim(), z.maxLength(userTextMaxLengths.emailAddress), z.regex(emailAddressPattern, { error: invalidEmailAddress }));

/** A password under the product's rule (at least 8 characters, letters, digits and . # $ ! * @ &, both cases, a digit or special). */
export const newPassword = z.string().check(
  z.maxLength(passwordMaxLength),
  z.superRefine((password, payload) => {
    const problems = passwordProblems(password);
    if (problems.length)
      payload.addIssue({ code: 'custom', message: `The password ${problems.join('; it ')}.`, input: password });
  }),
);

const balance = z.number().check(z.minimum(-maxAmount), z.maximum(maxAmount));

/** What both a new user and an update may set. */
const userFields = {
  name: requiredText(userTextMaxLengths.name),
  middlename: optionalText(userTextMaxLengths.middlename),
  surname: requiredText(userTextMaxLengths.surname),
  phoneNumber: optionalText(userTextMaxLengths.phoneNumber),
  gender: z.optional(z.nullable(gender.schema)),
  languageId: z.optional(language.schema),
  /** 1 Administrator, 4 Support: the role of staff without a client; a client's administrator is always 1. */
  roleId: z.optional(z.literal([1, 4])),
  accessLevel: z.optional(accessLevel.schema),
  /** Staff (true) or an end user of the mobile app (false). */
  isAdmin: z.optional(z.boolean()),
  clientId: z.optional(z.nullable(id)),
  fiatBalance: z.optional(balance),
};

/**
 * A new user (admin; a client administrator with full access: administrators of its own client only,
 * its client by default). Defaults: staff (`isAdmin`), English, Support without a client
 * (Administrator with one), full access. The user name is unique whatever its case (400
 * `User.UserNameTaken`), as is the e-mail address (400 `User.EmailTaken`). The password is stored
 * hashed, never answered. Answers the user made.
 */
export const createUser = endpoint({
  method: 'POST',
  path: '/api/services/app/User/Create',
  body: z.strictObject({
    userName: requiredText(userTextMaxLengths.userName),
    emailAddress,
    password: newPassword,
    ...userFields,
  }),
  result: user,
});

/**
 * A user's details saved (admin; a client administrator with edit access: its own client's
 * administrators, never its own access level nor one above its own). The user name and creation
 * time do not change; a field left out keeps its value; a password given replaces the old one.
 * Answers the user as saved, with its new `concurrencyStamp` (409 `Record.Stale` on a stale one).
 */
export const updateUser = endpoint({
  method: 'PUT',
  path: '/api/services/app/User/Update',
  body: z.strictObject({
    id,
    emailAddress: z.optional(z.nullable(emailAddress)),
    password: z.optional(z.nullable(newPassword)),
    concurrencyStamp: concurrencyStampSent,
    ...userFields,
  }),
  result: user,
});

/**
 * Deletes a user (admin; a client administrator with full access: its own client's administrators).
 * Nobody deletes themself (400 `User.DeleteSelf`); a user with orders is kept (400 `User.HasOrders`).
 */
export const deleteUser = endpoint({
  method: 'DELETE',
  path: '/api/services/app/User/DeleteUser',
  query: z.strictObject({ id: queryId }),
  result: z.null(),
});

/**
 * Suspends (`suspension: true`) or reactivates a user (admin), keeping `message` as the reason. A
 * suspended user is refused at sign-in and on refresh with "Your account is suspended". Nobody
 * suspends themself (400 `User.SuspendSelf`). Answers the user as saved.
 */
export const suspendUser = endpoint({
  method: 'POST',
  path: '/api/services/app/User/SuspendUser',
  body: z.strictObject({
    userId: id,
    suspension: z.boolean(),
    message: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(suspensionReasonMaxLength)))),
  }),
  result: user,
});

/**
 * An SMS to a user's phone number (admin), through the server's message sender: it shows in the
 * user's Message Logs. A user without a phone number is 400 `User.NoPhoneNumber`.
 */
export const sendSmsMessage = endpoint({
  method: 'POST',
  path: '/api/services/app/USer/SendSMSMessage',
  body: z.strictObject({ userId: id, message: requiredText(smsMessageMaxLength) }),
  result: z.null(),
});

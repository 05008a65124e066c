import { z } from 'zod/mini';
import {
  clientTextMaxLengths,
  emailAddressPattern,
  fieldRequired,
  invalidEmailAddress,
  maxClientChoices,
  passwordMaxLength,
  passwordProblems,
  passwordsDoNotMatch,
  userTextMaxLengths,
} from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { concurrencyStampSent, id, queryId, queryInt } from './common.ts';
import { listRequest, page } from './lists.ts';
import { listOf, type ListFields } from './listFields.ts';

export const client = z.object({
  id,
  name: z.string(),
  accountNumber: z.nullable(z.string()),
  organizationEmail: z.nullable(z.string()),
  contactInformation: z.nullable(z.string()),
});
export type Client = z.infer<typeof client>;

export const getAllClients = endpoint({
  method: 'GET',
  path: '/api/services/app/Client/GetAll',
  query: z.strictObject({
    skipCount: z._default(queryInt(z.minimum(0)), 0),
    maxResultCount: z._default(queryInt(z.minimum(1), z.maximum(maxClientChoices)), 1000),
  }),
  result: page(client),
});

/** One client organisation with its version: an edit sends it back; a stale one is refused with 409. */
export const clientDetails = z.extend(client, { concurrencyStamp: z.string() });
export type ClientDetails = z.infer<typeof clientDetails>;

/** What `Client/GetList` may be filtered and sorted by; its search box matches the name or the organisation e-mail. */
export const clientListFields = {
  Id: 'integer',
  Name: 'text',
  AccountNumber: 'text',
  OrganizationEmail: 'text',
} as const satisfies ListFields;

/** A page of the client organisations (admin), by name unless sorted otherwise. */
export const getClientList = endpoint({
  method: 'POST',
  path: '/api/services/app/Client/GetList',
  body: listRequest,
  list: listOf(clientListFields),
  result: page(client),
});

/** One client: any for an admin, its own for a client administrator (Client Info); another is 404. */
export const getClient = endpoint({
  method: 'GET',
  path: '/api/services/app/Client/Get',
  query: z.strictObject({ id: queryId }),
  result: clientDetails,
});

const requiredText = (maxLength: number) =>
  z.string().check(z.trim(), z.minLength(1, { error: fieldRequired }), z.maxLength(maxLength));
const optionalText = (maxLength: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(maxLength))));
const emailAddress = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: fieldRequired }),
    z.maxLength(clientTextMaxLengths.organizationEmail),
    z.regex(emailAddressPattern, { error: invalidEmailAddress }),
  );

/** A new client organisation (admin): name and organisation e-mail are required. Answers the client made. */
export const createClient = endpoint({
  method: 'POST',
  path: '/api/services/app/Client/Create',
  body: z.strictObject({
    name: requiredText(clientTextMaxLengths.name),
    organizationEmail: emailAddress,
    accountNumber: optionalText(clientTextMaxLengths.accountNumber),
    contactInformation: optionalText(clientTextMaxLengths.contactInformation),
  }),
  result: clientDetails,
});

/**
 * A client's edit, by an admin (the Clients page: name, account number, organisation e-mail and
 * contact information all required) or by a client administrator with edit access on its own client
 * (Client Info: only the name and contact information are its to change; an account number or
 * e-mail sent must be the stored one, 400 `Client.OnlyNameAndContactInformation` otherwise; left
 * out, they stay). A stale `concurrencyStamp` is 409 `Record.Stale`. Answers the client as saved.
 */
export const updateClient = endpoint({
  method: 'PUT',
  path: '/api/services/app/Client/Update',
  body: z.strictObject({
    id,
    name: requiredText(clientTextMaxLengths.name),
    contactInformation: requiredText(clientTextMaxLengths.contactInformation),
    accountNumber: optionalText(clientTextMaxLengths.accountNumber),
    organizationEmail: z.optional(z.nullable(emailAddress)),
    concurrencyStamp: concurrencyStampSent,
  }),
  result: clientDetails,
});

/** Deletes a client (admin); one that still has locations, users or groups is refused with 400 `Client.InUse`. */
export const deleteClient = endpoint({
  method: 'DELETE',
  path: '/api/services/app/Client/Delete',
  query: z.strictObject({ id: queryId }),
  result: z.null(),
});

/** A user of a client, as its Administrators tab lists them (ROLE: Administrator when `isAdmin`, else End User). */
export const clientUser = z.object({
  id,
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.nullable(z.string()),
  isAdmin: z.boolean(),
  clientId: id,
});
export type ClientUser = z.infer<typeof clientUser>;

/** What `Client/GetAdministrators` may be filtered and sorted by. */
export const clientUserListFields = {
  Id: 'integer',
  Name: 'text',
  Surname: 'text',
  UserName: 'text',
  EmailAddress: 'text',
  IsAdmin: 'boolean',
  CreationTime: 'dateTime',
} as const satisfies ListFields;

/**
 * A page of a client's users, administrators first and newest first unless sorted otherwise. An
 * admin reads all of them (administrators and end users); a client administrator reads the
 * administrators of its own client only, never end users. Another client is 404.
 */
export const getClientAdministrators = endpoint({
  method: 'POST',
  path: '/api/services/app/Client/GetAdministrators',
  body: z.extend(listRequest, { clientId: id }),
  list: listOf(clientUserListFields),
  result: page(clientUser),
});

const password = z.string().check(
  z.maxLength(passwordMaxLength),
  z.refine((value) => passwordProblems(value).length === 0, {
    error: (issue) => `The password ${passwordProblems(String(issue.input)).join('; it ')}.`,
  }),
);

/**
 * A new administrator of a client, who signs in to the console with the password: by an admin for
 * any client, by a client administrator with full access for its own (another client is 404). User
 * name, e-mail, name and surname are required; the password follows the product's rule and is
 * repeated. Made with language English, full access and the Administrator role. A user name or
 * e-mail someone has is 400 `User.UserNameTaken`, `User.EmailTaken`. Answers the administrator made.
 */
export const createClientAdministrator = endpoint({
  method: 'POST',
  path: '/api/services/app/Client/CreateAdministrator',
  body: z
    .strictObject({
      clientId: id,
      userName: requiredText(userTextMaxLengths.userName),
      emailAddress: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: fieldRequired }),
          z.maxLength(userTextMaxLengths.emailAddress),
          z.regex(emailAddressPattern, { error: invalidEmailAddress }),
        ),
      name: requiredText(userTextMaxLengths.name),
      surname: requiredText(userTextMaxLengths.surname),
      password,
      repeatPassword: z.string().check(z.maxLength(passwordMaxLength)),
    })
    .check(
      z.superRefine(
        ({ password: chosen, repeatPassword }, payload) => {
          if (chosen !== repeatPassword)
            payload.addIssue({ code: 'custom', message: passwordsDoNotMatch, path: ['repeatPassword'] });
        },
        { when: (payload) => payload.issues.length === 0 },
      ),
    ),
  result: clientUser,
});

/**
 * Deletes an administrator of a client: an admin any, a client administrator with full access its own
 * client's (another's is 404, as is a user who is not a client's administrator). Nobody deletes
 * themself (400 `User.DeleteSelf`).
 */
export const deleteClientAdministrator = endpoint({
  method: 'DELETE',
  path: '/api/services/app/Client/DeleteAdministrator',
  query: z.strictObject({ id: queryId }),
  result: z.null(),
});

import { z } from 'zod/mini';
import { accessLevel } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, isoDateTime, namedRef, queryId } from './common.ts';

// A user as every page may read it, apart from the Users pages' calls (users.ts): the console's frame
// asks for the signed-in user on every start, and needs none of the rest.

export const user = z.object({
  id,
  userName: z.string(),
  name: z.string(),
  middlename: z.nullable(z.string()),
  surname: z.string(),
  emailAddress: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  gender: z.nullable(z.int()),
  languageId: z.int(),
  roleId: z.nullable(z.int()),
  roleNames: z.array(z.string()),
  accessLevel: accessLevel.schema,
  isAdmin: z.boolean(),
  suspended: z.boolean(),
  /** Why the user was last suspended or reactivated, as given. */
  suspensionReason: z.nullable(z.string()),
  fiatBalance: z.number(),
  clientId: z.nullable(z.int()),
  client: z.nullable(namedRef),
  /** The client organisations whose private groups hold the user (whose customer it is), their names joined by ", ". */
  customer: z.nullable(z.object({ name: z.string() })),
  creationTime: isoDateTime,
  /** The user's version: an update sends back the one it read; a stale one is refused with 409. */
  concurrencyStamp: z.string(),
});
export type User = z.infer<typeof user>;

/** Any signed-in caller, about a user within its reach (support staff: itself only). */
export const getUserById = endpoint({
  method: 'GET',
  path: '/api/services/app/User/GetUserById',
  query: z.strictObject({ id: queryId }),
  result: user,
});

import { z } from 'zod/mini';
import { accessLevel } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, isoDateTime, namedRef, queryId } from './common.ts';

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
  fiatBalance: z.number(),
  clientId: z.nullable(z.int()),
  client: z.nullable(namedRef),
  creationTime: isoDateTime,
});
export type User = z.infer<typeof user>;

export const getUserById = endpoint({
  method: 'GET',
  path: '/api/services/app/User/GetUserById',
  query: z.strictObject({ id: queryId }),
  result: user,
});

import { z } from 'zod';
import { accessLevel } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, isoDateTime, namedRef, queryId } from './common.ts';

export const user = z.object({
  id,
  userName: z.string(),
  name: z.string(),
  middlename: z.string().nullable(),
  surname: z.string(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  gender: z.number().int().nullable(),
  languageId: z.number().int(),
  roleId: z.number().int().nullable(),
  roleNames: z.array(z.string()),
  accessLevel: accessLevel.schema,
  isAdmin: z.boolean(),
  suspended: z.boolean(),
  fiatBalance: z.number(),
  clientId: z.number().int().nullable(),
  client: namedRef.nullable(),
  creationTime: isoDateTime,
});
export type User = z.infer<typeof user>;

export const getUserById = endpoint({
  method: 'GET',
  path: '/api/services/app/User/GetUserById',
  query: z.strictObject({ id: queryId }),
  result: user,
});

import { z } from 'zod/mini';
import { maxClientChoices } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, queryInt } from './common.ts';
import { page } from './lists.ts';

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

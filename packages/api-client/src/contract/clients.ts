import { z } from 'zod';
import { maxClientChoices } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id } from './common.ts';
import { page } from './lists.ts';

export const client = z.object({
  id,
  name: z.string(),
  accountNumber: z.string().nullable(),
  organizationEmail: z.string().nullable(),
  contactInformation: z.string().nullable(),
});
export type Client = z.infer<typeof client>;

export const getAllClients = endpoint({
  method: 'GET',
  path: '/api/services/app/Client/GetAll',
  query: z.strictObject({
    skipCount: z.coerce.number().int().min(0).default(0),
    maxResultCount: z.coerce.number().int().min(1).max(maxClientChoices).default(1000),
  }),
  result: page(client),
});

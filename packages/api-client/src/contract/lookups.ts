import { z } from 'zod/mini';
import { maxLookupPage } from '@velo/domain';
import { endpoint } from './endpoint.ts';
import { id, queryInt } from './common.ts';
import { page } from './lists.ts';

export const country = z.object({ id, name: z.string() });
export type Country = z.infer<typeof country>;

/** The countries, by id (1 Norway, 2 Sweden, 3 Finland, …), up to 100 a page; for any signed-in staff. */
export const getAllCountries = endpoint({
  method: 'GET',
  path: '/api/services/app/Country/GetAll',
  query: z.strictObject({
    skipCount: z._default(queryInt(z.minimum(0)), 0),
    maxResultCount: z._default(queryInt(z.minimum(1), z.maximum(maxLookupPage)), maxLookupPage),
  }),
  result: page(country),
});

export const language = z.object({ id, name: z.string(), displayName: z.string() });
export type Language = z.infer<typeof language>;

/** Every language (1 English, 2 Norsk), by id; for any signed-in staff. */
export const getLanguages = endpoint({
  method: 'GET',
  path: '/api/services/app/Language/GetLanguages',
  result: z.array(language),
});

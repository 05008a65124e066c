import { z } from 'zod/mini';
import { idRange } from '@velo/domain';

/** ISO 8601 with an offset (`Z` included); the server stores UTC. */
export const isoDateTime = z.iso.datetime({ offset: true });

export const id = z.int().check(z.minimum(idRange.min), z.maximum(idRange.max));

/** Query parameters arrive as strings: a whole number is coerced from one, then checked. */
export const queryInt = (...checks: Array<z.core.$ZodCheck<number>>) => z.pipe(z.coerce.number(), z.int().check(...checks));

export const queryId = queryInt(z.minimum(idRange.min), z.maximum(idRange.max));

export const namedRef = z.object({ id: z.int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

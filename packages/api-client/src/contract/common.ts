import { z } from 'zod';
import { idRange } from '@velo/domain';

/** ISO 8601 with an offset (`Z` included); the server stores UTC. */
export const isoDateTime = z.iso.datetime({ offset: true });

export const id = z.number().int().min(idRange.min).max(idRange.max);

/** Query parameters arrive as strings; numbers are coerced. */
export const queryId = z.coerce.number().int().min(idRange.min).max(idRange.max);

export const namedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

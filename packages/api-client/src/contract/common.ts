import { z } from 'zod/mini';
import { idRange } from '@velo/domain';

/** ISO 8601 with an offset (`Z` included); the server stores UTC. */
export const isoDateTime = z.iso.datetime({ offset: true });

export const id = z.int().check(z.minimum(idRange.min), z.maximum(idRange.max));

/**
 * Query parameters arrive as strings: a whole number is coerced from one, then checked. The checks sit
 * on the coerced number itself, so the API documentation states them (an integer, its bounds).
 */
export const queryInt = (...checks: Array<z.core.$ZodCheck<number>>) => z.coerce.number().check(z.int(), ...checks);

export const queryId = queryInt(z.minimum(idRange.min), z.maximum(idRange.max));

export const namedRef = z.object({ id: z.int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

// Case-insensitive by its letters, as JSON Schema's patterns take no flags: the documentation states it as it is checked.
const trueOrFalse = /^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$/;

/** A query flag, `true` or `false` whatever its case (`?Unused=True`). */
export const queryBoolean = z.pipe(
  z.string().check(z.regex(trueOrFalse, { error: 'Expected true or false.' }), z.describe('`true` or `false`, in any case.')),
  z.transform((value) => value.toLowerCase() === 'true'),
);

/** The version an edit read (a record's `concurrencyStamp`); a stale one is refused with 409 `Record.Stale`, none is accepted. */
export const concurrencyStampSent = z.optional(z.nullable(z.string().check(z.maxLength(100))));

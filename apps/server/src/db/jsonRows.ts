import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// toISOString's format, so that a moment read as JSON equals one read as a Date and written out.
const isoMoment = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/**
 * `json_build_object('id', "doors"."id", …)`: columns as one JSON object under the given keys, in
 * the shape an answer sends, so related rows come back with their parent in one query (json_agg of
 * it) and go out as they are. Moments are written as ISO strings in UTC; numbers, booleans and text
 * are JSON's own.
 */
export function jsonObject(fields: Record<string, AnyPgColumn>): SQL {
  // The keys are the schema's property names, never input: they can be written into the SQL as literals.
  const pairs = Object.entries(fields).map(([key, column]) => {
    const value = column.getSQLType().startsWith('timestamp')
      ? sql`to_char(${column} at time zone 'UTC', ${isoMoment})`
      : sql`${column}`;
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

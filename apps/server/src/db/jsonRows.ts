import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export interface JsonRow<Table extends PgTable> {
  /** `json_build_object('id', "doors"."id", …)`: the row as a JSON object keyed by the schema's property names. */
  object: SQL;
  /** The row as drizzle reads it from that object: each value through its column's decoder (dates, numerics). */
  decode(json: Record<string, unknown>): Table['$inferSelect'];
}

/** A table's rows as JSON, so related rows come back with their parent in one query (json_agg of `object`). */
export function jsonRow<Table extends PgTable>(table: Table): JsonRow<Table> {
  const columns = Object.entries(getTableColumns(table));
  // The keys are the schema's property names, never input: they can be written into the SQL as literals.
  const pairs = columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return {
    object: sql`json_build_object(${sql.join(pairs, sql`, `)})`,
    // A plain loop: a list call decodes some forty of these.
    decode(json) {
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) row[key] = json[key] === null ? null : column.mapFromDriverValue(json[key]);
      return row as Table['$inferSelect'];
    },
  };
}

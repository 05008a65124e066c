import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Value = number | string;

/**
 * `column in (…)` over a closed set of values, such as an enumeration's `values` from domain, so the
 * database accepts exactly what the contract does. The values are written into the DDL as literals:
 * a check constraint cannot take parameters.
 */
export function valueIn(column: AnyPgColumn, values: readonly Value[]): SQL {
  if (values.length === 0) throw new Error(`A check on ${column.name} needs at least one value`);
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}

/** `column between min and max`, for a range from domain's limits. */
export function valueBetween(column: AnyPgColumn, { min, max }: { min: number; max: number }): SQL {
  return sql`${column} between ${sql.raw(literal(min))} and ${sql.raw(literal(max))}`;
}

function literal(value: Value): string {
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (!Number.isSafeInteger(value)) throw new Error(`Only whole numbers can be checked, got ${value}`);
  return String(value);
}

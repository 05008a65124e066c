import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { casing } from './database.ts';

const dialect = new PgDialect({ casing });

/**
 * SQL that never changes (column lists, JSON objects of a table's rows) written out once: drizzle's
 * builder costs some 10 µs a column each time it renders one, which the list calls would otherwise
 * pay on every request. Only for SQL made of the schema's names: a fragment with a value refuses.
 */
export function prerendered(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error(`Only SQL without values can be rendered once, not: ${text}`);
  return sql.raw(text);
}

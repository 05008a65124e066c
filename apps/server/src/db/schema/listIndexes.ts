import { index, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * A list sorted by this column: every list order ends with the id, in the direction of the last
 * term, so (column, id) serves the sort both ways, scanned forwards or backwards, and stops after
 * the page. It serves `equal`, `in` and the comparisons on the column too.
 *
 * A B-tree entry holds at most about 2.7 kB: a text column indexed here needs a length limit on the
 * endpoints that write it, or a long value is refused by the database.
 */
export const sortIndex = (name: string, column: ExtraConfigColumn, id: ExtraConfigColumn) => index(name).on(column, id);

/**
 * "contains" and "begins_with" on a text column (ILIKE '%…%'), which a B-tree cannot serve: a GIN
 * index of the text's trigrams (the pg_trgm extension, created by the migration that adds the first).
 */
export const trigramIndex = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * The calls counted against a rate limit, one row per key (an address and what it calls) and fixed
 * window, so that every server sharing the database counts the same calls. A row is of no use once
 * its window has ended.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text().notNull(),
    windowStart: moment().notNull(),
    windowEnd: moment().notNull(),
    calls: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index('rate_limit_counts_window_end').on(table.windowEnd)],
);

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Whether some related row matches (`EXISTS`), for a list field on a related table (a location's
 * doors). `OFFSET 0` keeps the subquery a subplan, checked for each row: PostgreSQL would otherwise
 * turn each EXISTS into a join, and planning the joins of a filter with a hundred such rules takes
 * it minutes (PGlite runs out of memory).
 */
export const relatedRowExists = (rows: SQLWrapper): SQL => sql`exists (${rows} offset 0)`;

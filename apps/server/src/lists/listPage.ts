import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FilterRule, Page } from '@velo/api-client/contract';
import type { Db } from '../db/database.ts';
import { filterCondition } from './filter.ts';
import type { ListFieldSet } from './listFields.ts';
import { orderBy } from './sorting.ts';

/** The paging, sorting and filter of a list call, as the contract parses them. */
export interface ListPageRequest {
  filterRule?: FilterRule | null;
  sorting?: string | null;
  skipCount: number;
  maxResultCount: number;
}

export interface ListQuery<Selection extends SelectedFields> {
  /** The table the items are read from. */
  from: PgTable;
  /** The columns of each item. */
  select: Selection;
  /** The caller's tenancy condition (from tenancy.ts); undefined means every row. */
  scope: SQL | undefined;
  /** What `filterRule` and `sorting` may name. */
  fields: ListFieldSet;
  request: ListPageRequest;
  /** The table's id: it ends every order, so pages never overlap. */
  id: AnyPgColumn;
  /** The order when the request names none. */
  defaultOrder?: SQL[];
}

// A window column: every row of the page carries the count of all rows that match, before paging.
const totalKey = '__totalCount';
const total = sql<number>`count(*) over()`.mapWith(Number);

/**
 * One page of a list and the total of matching rows. The total comes with the page in the same
 * query; only a page past the end, which has no row to carry it, costs a second query to count.
 */
export async function listPage<Selection extends SelectedFields>(
  db: Db,
  { from, select, scope, fields, request, id, defaultOrder }: ListQuery<Selection>,
): Promise<Page<SelectResultFields<Selection>>> {
  const where = and(scope, filterCondition(request.filterRule, fields));
  const rows = (await db
    .select({ ...select, [totalKey]: total })
    .from(from)
    .where(where)
    .orderBy(...orderBy(request.sorting, fields, id, defaultOrder))
    .limit(request.maxResultCount)
    .offset(request.skipCount)) as Array<SelectResultFields<Selection> & { [totalKey]: number }>;

  if (rows.length === 0) {
    return { items: [], totalCount: request.skipCount === 0 ? 0 : await db.$count(from, where) };
  }
  const items = rows.map(({ [totalKey]: _total, ...item }) => item as SelectResultFields<Selection>);
  return { items, totalCount: rows[0]![totalKey] };
}

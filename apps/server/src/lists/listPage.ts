import { and, count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
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

export interface ListQuery<Selection extends SelectedFields, Related extends Record<string, SQL> = Record<never, SQL>> {
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
  /** Values read for each item of the page from its id, in the same query: e.g. its related rows as JSON. */
  forEachItem?: (id: SQL.Aliased<number>) => Related;
}

export type ListItem<Selection extends SelectedFields, Related extends Record<string, SQL>> = SelectResultFields<
  Selection & Related
>;

/** A row of the page query: the total, and an item with its position unless the page is empty. */
type PageRow<Item> = { totalCount: number; position: number; item: Item } | { totalCount: number; position: null; item: null };

/**
 * The query of one page of a list and the total of matching rows. The count and the page are two
 * subqueries of one statement, each planned on its own: the page reads only its rows through the
 * index of its order, and the count the cheapest way it can. The page is joined to the count, so
 * even a page past the end answers the total. The items keep their order through their position.
 */
export function listPageQuery<Selection extends SelectedFields, Related extends Record<string, SQL>>(
  db: Db,
  { from, select, scope, fields, request, id, defaultOrder, forEachItem }: ListQuery<Selection, Related>,
) {
  const where = and(scope, filterCondition(request.filterRule, fields));
  const order = orderBy(request.sorting, fields, id, defaultOrder);
  // Built over plain selections: the rows' type is stated once, in listPage.
  const columns: SelectedFields = select;
  const page = db
    .select({
      ...columns,
      pageItemId: sql<number>`${id}`.as('page_item_id'),
      pagePosition: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('page_position'),
    })
    .from(from)
    .where(where)
    .orderBy(...order)
    .limit(request.maxResultCount)
    .offset(request.skipCount)
    .as('page');
  const pageColumns = page as unknown as SelectedFieldsFlat;
  const item: SelectedFieldsFlat = Object.fromEntries(Object.keys(columns).map((key) => [key, pageColumns[key]!]));
  const total = db
    .select({ count: count().as('total_count') })
    .from(from)
    .where(where)
    .as('total');
  return db
    .select({
      totalCount: total.count,
      position: page.pagePosition,
      item: { ...item, ...forEachItem?.(page.pageItemId) },
    })
    .from(total)
    .leftJoin(page, sql`true`)
    .orderBy(page.pagePosition);
}

/** One page of a list and the total of matching rows, in one round trip. */
export async function listPage<Selection extends SelectedFields, Related extends Record<string, SQL> = Record<never, SQL>>(
  db: Db,
  query: ListQuery<Selection, Related>,
): Promise<Page<ListItem<Selection, Related>>> {
  const rows = (await listPageQuery(db, query)) as unknown as Array<PageRow<ListItem<Selection, Related>>>;
  // An empty page is the count's row alone, joined to no item.
  const items = rows.flatMap((row) => (row.position === null ? [] : [row.item]));
  return { items, totalCount: rows[0]?.totalCount ?? 0 };
}

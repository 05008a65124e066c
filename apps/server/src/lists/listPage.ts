import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FilterRule, Page } from '@velo/api-client/contract';
import type { Db } from '../db/database.ts';
import { prerendered } from '../db/prerendered.ts';
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

/** The columns of a list's items. */
export type ListSelection = Record<string, AnyPgColumn>;

/** A value read for each item in the page's statement, and how to read it back from the driver's value. */
export interface PerItem<Value> {
  sql: SQL;
  decode(value: unknown): Value;
}

type PerItemValues = Record<string, PerItem<unknown>>;

/** What a list reads, the same on every call. */
export interface ListSourceDefinition<Selection extends ListSelection, Related extends PerItemValues> {
  /** The table the items are read from. */
  from: PgTable;
  /** The fields of each item. */
  select: Selection;
  /** The table's id: it ends every order, so pages never overlap. */
  id: AnyPgColumn;
  /** The order when the request names none. */
  defaultOrder?: SQL[];
  /** Values read for each item of the page from its id, in the same statement: e.g. its related rows as JSON. */
  forEachItem?: (id: SQL) => Related;
}

export type ListItem<Selection extends ListSelection, Related extends PerItemValues> = SelectResultFields<Selection> & {
  [Key in keyof Related]: Related[Key] extends PerItem<infer Value> ? Value : never;
};

/** A list's source, its SQL written out once: see `listSource`. */
export interface ListSource<Item> {
  from: PgTable;
  id: AnyPgColumn;
  defaultOrder: SQL[];
  /** `from` and `id` as SQL written out once. */
  fromTable: SQL;
  idColumn: SQL;
  pageColumns: SQL;
  itemExtras: SQL;
  decode(row: Record<string, unknown>): Item;
}

/**
 * The most matching rows a list counts. Past it the total is answered as this many with
 * `totalCountIsCapped`: an exact count of a million orders reads a million index entries on every
 * page, for a figure no one pages through.
 */
export const defaultTotalCountCap = 10_000;

/** What changes from one call of a list to the next. */
export interface ListCall {
  /** The caller's tenancy condition (from tenancy.ts); undefined means every row. */
  scope: SQL | undefined;
  /** What `filterRule` and `sorting` may name. */
  fields: ListFieldSet;
  request: ListPageRequest;
  /** The most matching rows counted (`defaultTotalCountCap` unless given): a test takes a small one. */
  totalCountCap?: number;
}

// The statement names each field of the page itself (f0, f1, …; r0, r1, … for the values per item),
// so that any selection fits whatever its columns are called.
const pageItemId = sql`${sql.identifier('page')}.${sql.identifier('item_id')}`;

/**
 * A list's source with what never changes from call to call (the page's columns, the values read
 * per item) written out once, as drizzle's builder would otherwise render it on every request.
 */
export function listSource<Selection extends ListSelection, Related extends PerItemValues = Record<never, PerItem<unknown>>>({
  from,
  select,
  id,
  defaultOrder = [],
  forEachItem,
}: ListSourceDefinition<Selection, Related>): ListSource<ListItem<Selection, Related>> {
  const columns = Object.entries(select).map(([key, column], index) => ({ key, name: `f${index}`, column }));
  const related = Object.entries(forEachItem?.(pageItemId) ?? {}).map(([key, value], index) => ({
    key,
    name: `r${index}`,
    value,
  }));
  const readers = [
    ...columns.map(({ key, name, column }) => ({
      key,
      name,
      read: (value: unknown) => (value === null ? null : column.mapFromDriverValue(value)),
    })),
    ...related.map(({ key, name, value }) => ({ key, name, read: (raw: unknown) => value.decode(raw) })),
  ];
  return {
    from,
    id,
    defaultOrder,
    fromTable: prerendered(sql`${from}`),
    idColumn: prerendered(sql`${id}`),
    pageColumns: prerendered(
      sql.join(
        [
          ...columns.map(({ name, column }) => sql`${column} as ${sql.identifier(name)}`),
          sql`${id} as ${sql.identifier('item_id')}`,
        ],
        sql`, `,
      ),
    ),
    itemExtras: prerendered(sql.join(related.map(({ name, value }) => sql`, ${value.sql} as ${sql.identifier(name)}`))),
    decode(row) {
      const item: Record<string, unknown> = {};
      for (const { key, name, read } of readers) item[key] = read(row[name]);
      return item as ListItem<Selection, Related>;
    },
  };
}

/**
 * The statement of one page of a list and the total of matching rows, up to the cap and one more
 * (so that more than the cap shows). The count and the page are two subqueries, each planned on its
 * own: the count reads the cheapest way it can and stops after cap + 1 rows; the page first finds
 * its ids alone through the index of its order (an index-only scan when the filter is on indexed
 * columns too), so that the rows a deep page skips are index entries rather than whole rows, then
 * reads and numbers its few rows by id (numbering the skipped rows too cost a deep page most of its
 * time). The page is joined to the count, so even a page past the end answers the total. The items
 * keep their order through their position.
 */
export function listPageStatement<Item>(
  { id, defaultOrder, fromTable, idColumn, pageColumns, itemExtras }: ListSource<Item>,
  { scope, fields, request, totalCountCap = defaultTotalCountCap }: ListCall,
): SQL {
  const condition = and(scope, filterCondition(request.filterRule, fields));
  const where = condition ? sql` where ${condition}` : sql.empty();
  const order = sql.join(orderBy(request.sorting, fields, id, defaultOrder), sql`, `);
  return sql`select "total"."count", "page".*${itemExtras}
    from (select count(*) as "count" from (select 1 from ${fromTable}${where} limit ${totalCountCap + 1}) as "matching") as "total"
    left join (
      select ${pageColumns}, row_number() over (order by ${order}) as "position" from (
        select ${idColumn} as "key" from ${fromTable}${where}
        order by ${order} limit ${request.maxResultCount} offset ${request.skipCount}
      ) as "keys" join ${fromTable} on ${idColumn} = "keys"."key"
    ) as "page" on true
    order by "page"."position"`;
}

/**
 * One page of a list and the total of matching rows, in one round trip. Past the cap, the total is
 * the cap and `totalCountIsCapped` is there (and true); it is left out otherwise.
 */
export async function listPage<Item>(db: Db, source: ListSource<Item>, call: ListCall): Promise<Page<Item>> {
  const { rows } = (await db.execute(listPageStatement(source, call))) as unknown as { rows: Array<Record<string, unknown>> };
  // An empty page is the count's row alone, joined to no item.
  const items = rows.flatMap((row) => (row.position === null ? [] : [source.decode(row)]));
  const counted = Number(rows[0]?.count ?? 0);
  const cap = call.totalCountCap ?? defaultTotalCountCap;
  return counted > cap ? { items, totalCount: cap, totalCountIsCapped: true } : { items, totalCount: counted };
}

/** A page with its items mapped (to the contract's DTOs), its total and whether it is capped kept as they are. */
export function mapPage<Item, Mapped>(page: Page<Item>, map: (item: Item) => Mapped): Page<Mapped> {
  return { ...page, items: page.items.map(map) };
}

/**
 * The rows of a list's source that meet a condition (one id, within the caller's scope), read as the
 * list reads its items, with their values per item, in one statement: e.g. `Location/Get`.
 */
export async function listItems<Item>(
  db: Db,
  { fromTable, pageColumns, itemExtras, decode }: ListSource<Item>,
  condition: SQL | undefined,
) {
  const where = condition ? sql` where ${condition}` : sql.empty();
  const statement = sql`select "page".*${itemExtras} from (select ${pageColumns} from ${fromTable}${where}) as "page"`;
  const { rows } = (await db.execute(statement)) as unknown as { rows: Array<Record<string, unknown>> };
  return rows.map((row) => decode(row));
}

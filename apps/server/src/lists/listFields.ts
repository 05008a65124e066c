import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listOf, sortKeysOf, type ListDefinition, type ListFields, type ListFieldType } from '@velo/api-client/contract';

type DataOf<Type extends ListFieldType> = Type extends 'integer' | 'number'
  ? number
  : Type extends 'boolean'
    ? boolean
    : Type extends 'dateTime'
      ? Date
      : string;

/** A column whose values are of the list field's type. */
export type ColumnOf<Type extends ListFieldType> = AnyPgColumn & { readonly _: { readonly data: DataOf<Type> } };

export interface ListColumn<Type extends ListFieldType> {
  column: ColumnOf<Type>;
  /** Puts the comparison in context, e.g. an EXISTS over related rows; such a field filters but cannot sort. */
  around?: (comparison: SQL) => SQL;
  /**
   * What a rule compares instead of the column: an expression over several columns, never null (a
   * search box's text, written as its index is); such a field filters but cannot sort.
   */
  matchOn?: SQL;
}

/** A field a list is sorted by: its own column, compared as it is. */
export interface SortableColumn<Type extends ListFieldType> {
  column: ColumnOf<Type>;
  around?: never;
  matchOn?: never;
}

/**
 * The column behind each of a contract's list fields. A field the contract adds without a column
 * here, a column of another type than the field's, or a sort key that is no plain column (a
 * condition, a column in context, an expression) does not compile.
 */
export type ListColumns<Fields extends ListFields, FilterOnly extends keyof Fields> = {
  readonly [Name in keyof Fields]: Name extends FilterOnly
    ? ListColumn<Fields[Name]> | ListCondition<Fields[Name]>
    : SortableColumn<Fields[Name]>;
};

/**
 * A field that is no column: a rule `equal` on it stands for the condition its value gives (the
 * orders list's `ShowAll`: false is the orders in progress, true every order). It filters, never sorts.
 */
export interface ListCondition<Type extends ListFieldType> {
  condition: (value: DataOf<Type>) => SQL;
}

/** A field a request may name, with its type from the contract and its column from the server. */
export interface ColumnField {
  name: string;
  type: ListFieldType;
  column: AnyPgColumn;
  around?: (comparison: SQL) => SQL;
  matchOn?: SQL;
}

/** A field a request may name, with its type from the contract and the condition it stands for. */
export interface ConditionField {
  name: string;
  type: ListFieldType;
  // A method, so that a condition of one type's values stands for any: the rule's value is checked against the type first.
  condition(value: DataOf<ListFieldType>): SQL;
}

export type ListField = ColumnField | ConditionField;

/** The fields a list offers; nothing else reaches SQL. Names are matched whatever their case. */
export interface ListFieldSet {
  find(name: string): ListField | undefined;
  /** The column of a field the list may be sorted by; none for a field that filters only. */
  sortColumn(name: string): AnyPgColumn | undefined;
}

/** The fields of a contract's list, each on the server's column or condition; its sort keys are the contract's. */
export function listFieldSet<Fields extends ListFields, FilterOnly extends keyof Fields & string>(
  { fields, filterOnly }: ListDefinition<Fields, FilterOnly>,
  columns: ListColumns<Fields, FilterOnly>,
): ListFieldSet {
  const byName = new Map<string, ListField>(
    Object.entries(fields).map(([name, type]) => [
      name.toLowerCase(),
      // The contract's type and the server's column or condition, checked together by ListColumns.
      { name, type, ...columns[name as keyof Fields] } as ListField,
    ]),
  );
  const sortColumns = new Map(
    sortKeysOf({ fields, filterOnly }).map((name) => [
      name.toLowerCase(),
      (byName.get(name.toLowerCase()) as ColumnField).column,
    ]),
  );
  const key = (name: string) => name.trim().toLowerCase();
  return { find: (name) => byName.get(key(name)), sortColumn: (name) => sortColumns.get(key(name)) };
}

/** For a list that can be neither filtered nor sorted by the caller. */
export const noListFields: ListFieldSet = listFieldSet(listOf({}), {});

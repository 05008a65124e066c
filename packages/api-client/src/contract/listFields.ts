export const listFieldTypes = ['integer', 'number', 'text', 'boolean', 'dateTime'] as const;
export type ListFieldType = (typeof listFieldTypes)[number];

/**
 * The fields a list may be filtered and sorted by, under their wire names, with the type of value
 * each takes. The server offers exactly these (each mapped to a column) and refuses any other; the
 * console builds its filters from the same names.
 */
export type ListFields = Readonly<Record<string, ListFieldType>>;

/**
 * A list's fields, and those of them it can be filtered by but not sorted by: a condition rather than
 * a column, a related row's column, a search over several columns. The server filters and sorts by
 * exactly these, and the API documentation states them for the list's endpoints.
 */
export interface ListDefinition<
  Fields extends ListFields = ListFields,
  FilterOnly extends keyof Fields & string = keyof Fields & string,
> {
  fields: Fields;
  filterOnly: readonly FilterOnly[];
}

/** The definition of a list of `fields`, every one of them a sort key but those named `filterOnly`. */
export const listOf = <Fields extends ListFields, FilterOnly extends keyof Fields & string = never>(
  fields: Fields,
  filterOnly: readonly FilterOnly[] = [],
): ListDefinition<Fields, FilterOnly> => ({ fields, filterOnly });

/** The fields a list may be sorted by, as the contract spells them. */
export const sortKeysOf = ({ fields, filterOnly }: ListDefinition): string[] =>
  Object.keys(fields).filter((name) => !filterOnly.includes(name));

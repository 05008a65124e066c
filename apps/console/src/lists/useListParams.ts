import type { ListFields } from '@velo/api-client';
import { defaultPageSize, pageSizeOptions } from '@velo/domain';
import { useAddressQuery } from './useAddressQuery.ts';
import type { FilterParams, FilterValues } from './listParams.ts';
import { validSorting } from './sorting.ts';

export interface ListParamsOptions<Params extends FilterParams> {
  /** The list's fields, shared with the server: a sorting in the address must name one of them. */
  fields: ListFields;
  /** The list's filters by their name in the address (not `page`, `size` or `sort`). */
  filters: Params;
  /** The sorting when the address has none, e.g. `"Id DESC"`. */
  sorting: string;
  pageSize?: number;
  pageSizes?: readonly number[];
}

/** A list's filters, page, page size and sorting as the address bar's query gives them (the defaults where it does not). */
export function readListParams<Params extends FilterParams>(
  {
    fields,
    filters: params,
    sorting: defaultSorting,
    pageSize: defaultSize = defaultPageSize,
    pageSizes = pageSizeOptions,
  }: ListParamsOptions<Params>,
  query: URLSearchParams,
) {
  const filters = Object.fromEntries(
    Object.entries(params).map(([name, param]) => [name, param.parse(query.get(name))]),
  ) as FilterValues<Params>;
  const pageNumber = Number(query.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;
  const size = Number(query.get('size'));
  const pageSize = pageSizes.includes(size) ? size : defaultSize;
  const sorting = validSorting(query.get('sort'), fields) ?? defaultSorting;
  return { filters, page, pageSize, pageSizes, sorting };
}

/**
 * A list's filters, page, page size and sorting, kept in the address bar's query so that reload,
 * back and a shared link show the same list. Values equal to their default stay out of the address;
 * any change but the page itself goes back to the first page.
 */
export function useListParams<Params extends FilterParams>(options: ListParamsOptions<Params>) {
  const { filters: params, sorting: defaultSorting, pageSize: defaultSize = defaultPageSize } = options;
  const [query, writeQuery] = useAddressQuery();

  function change(changes: Record<string, string | null>) {
    writeQuery((next) => {
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
    });
  }

  return {
    ...readListParams(options, query),
    setFilters(changes: Partial<FilterValues<Params>>) {
      const formatted = Object.entries(changes).map(([name, value]) => [name, params[name]!.format(value)]);
      change({ ...Object.fromEntries(formatted), page: null });
    },
    setPage: (next: number) => change({ page: next > 1 ? String(next) : null }),
    setPageSize: (next: number) => change({ size: next === defaultSize ? null : String(next), page: null }),
    setSorting: (next: string) => change({ sort: next === defaultSorting ? null : next, page: null }),
  };
}

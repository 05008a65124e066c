import { useMemo, useState } from 'react';
import type { SortDescriptor } from '../DataTable/DataTable.tsx';

/** How two rows compare under a column, ascending. */
export type RowOrder<T> = (a: T, b: T) => number;

/** Names, clients and locations compare as Norwegians read them (æ, ø, å after z), numbers within. */
export const byText =
  <T>(text: (row: T) => string): RowOrder<T> =>
  (a, b) =>
    text(a).localeCompare(text(b), 'nb', { numeric: true });

/**
 * A list read whole (up to a thousand rows) shown a page at a time, sorted in the browser by the
 * columns given: the DataTable's sorting and paging props, and the page's rows. Sorting starts again
 * at the first page; rows keep the given order until a column is chosen.
 */
export function useRowsInPages<T>(rows: readonly T[], orders: Readonly<Record<string, RowOrder<T>>>, firstPageSize: number) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(firstPageSize);

  const sorted = useMemo(() => {
    const order = sortDescriptor && orders[String(sortDescriptor.column)];
    if (!order) return rows;
    const sign = sortDescriptor.direction === 'descending' ? -1 : 1;
    return [...rows].sort((a, b) => sign * order(a, b));
  }, [rows, orders, sortDescriptor]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const shownPage = Math.min(page, pageCount);
  return {
    rows: sorted.slice((shownPage - 1) * pageSize, shownPage * pageSize),
    sortDescriptor,
    onSortChange: (descriptor: SortDescriptor) => {
      setSortDescriptor(descriptor);
      setPage(1);
    },
    page: shownPage,
    pageSize,
    totalCount: sorted.length,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}

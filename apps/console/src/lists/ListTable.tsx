import type { ReactNode } from 'react';
import type { ApiError } from '@velo/api-client';
import { Button, DataTable, EmptyState, type DataTableColumn, type SortDescriptor } from '@velo/design-system';

/** A page of a server-paged list as a page holds it: `useList`'s answer, or a search's in the same shape. */
export interface ListPageState<Item> {
  items: readonly Item[];
  totalCount: number;
  /** The server stopped counting at `totalCount`: there are more. */
  isTotalCapped: boolean;
  isLoading: boolean;
  error: ApiError | null;
  retry: () => void;
  page: number;
  pageSize: number;
  /** The list's own page sizes; the design system's defaults without them. */
  pageSizes?: readonly number[];
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** Without them the columns do not sort. */
  sortDescriptor?: SortDescriptor;
  setSortDescriptor?: (descriptor: SortDescriptor) => void;
}

interface ListTableProps<Item> {
  'aria-label': string;
  list: ListPageState<Item>;
  columns: ReadonlyArray<DataTableColumn<Item>>;
  rowKey: (item: Item) => number | string;
  /** Each row a link to its item's page. */
  rowHref?: (item: Item) => string;
  renderExpanded?: (item: Item) => ReactNode;
  /** What the list holds, for its loading label and failure: "orders" reads "Loading orders". */
  noun: string;
  /** Shown when the page is empty and nothing failed. */
  emptyState: ReactNode;
}

/**
 * What a server-paged list gives the component drawing it: the rows, sorting and pager, and an empty state that
 * offers Try again when the page could not be loaded ("The {noun} could not be loaded").
 */
export function listViewProps<Item>(list: ListPageState<Item>, noun: string, emptyState: ReactNode) {
  return {
    rows: list.error ? [] : list.items,
    isLoading: list.isLoading,
    sortDescriptor: list.sortDescriptor,
    onSortChange: list.setSortDescriptor,
    page: list.page,
    pageSize: list.pageSize,
    totalCount: list.totalCount,
    isTotalCapped: list.isTotalCapped,
    onPageChange: list.setPage,
    onPageSizeChange: list.setPageSize,
    pageSizeOptions: list.pageSizes,
    emptyState: list.error ? (
      <EmptyState
        title={`The ${noun} could not be loaded`}
        description={list.error.message}
        action={<Button onPress={list.retry}>Try again</Button>}
      />
    ) : (
      emptyState
    ),
  };
}

/** A server-paged list's table: its rows, sorting and pager from the list, and Try again when the page could not be loaded. */
export function ListTable<Item>({ list, noun, emptyState, 'aria-label': label, ...table }: ListTableProps<Item>) {
  return <DataTable {...table} {...listViewProps(list, noun, emptyState)} aria-label={label} loadingLabel={`Loading ${noun}`} />;
}

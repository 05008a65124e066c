import type { ReactNode } from 'react';
import type { ApiError, Order } from '@velo/api-client';
import {
  Button,
  DataTable,
  EmptyState,
  Money,
  OrderStatusBadge,
  PaymentStatusBadge,
  Stack,
  type DataTableColumn,
  type SortDescriptor,
} from '@velo/design-system';
import { formatDateTime, fullName, noResultsFound } from '@velo/domain';

/** A page of orders as a list page holds it: `useList`'s answer, or a search's in the same shape. */
export interface OrderPage {
  items: readonly Order[];
  totalCount: number;
  /** The server stopped counting at `totalCount`: there are more. */
  isTotalCapped: boolean;
  isLoading: boolean;
  error: ApiError | null;
  retry: () => void;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** Without them the columns do not sort (the support search answers newest first only). */
  sortDescriptor?: SortDescriptor;
  setSortDescriptor?: (descriptor: SortDescriptor) => void;
}

interface OrderTableProps {
  'aria-label': string;
  orders: OrderPage;
  /** The door alone where every order is at the same location. */
  isAtOneLocation?: boolean;
  /** Adds a "Show details for …" toggle to every row, e.g. its payments. */
  renderExpanded?: (order: Order) => ReactNode;
  /** Shown when the page is empty and nothing failed; "No results found" unless told. */
  emptyState?: ReactNode;
}

function orderColumns(isAtOneLocation: boolean, isSortable: boolean): Array<DataTableColumn<Order>> {
  return [
    { id: 'Id', header: 'Id', cell: (order) => order.id, isRowHeader: true, allowsSorting: isSortable, width: 80 },
    { id: 'CreationTime', header: 'Created', cell: (order) => formatDateTime(order.creationTime), allowsSorting: isSortable },
    { id: 'User', header: 'User', cell: (order) => `${fullName(order.user)}, ${order.user.userName}` },
    isAtOneLocation
      ? { id: 'Door', header: 'Door', cell: (order) => order.door.name }
      : { id: 'Location', header: 'Location and door', cell: (order) => `${order.location.name}, door ${order.door.name}` },
    // The two statuses stacked in one column: side by side, the longest ("Waiting for the device to complete the
    // order", "No Payment Status") pushed Price off a 1280 px screen.
    {
      id: 'Status',
      header: 'Status and payment',
      cell: (order) => (
        <Stack gap={1} align="start">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </Stack>
      ),
      allowsSorting: isSortable,
    },
    { id: 'Price', header: 'Price', cell: (order) => <Money amount={order.doorPrice} />, align: 'end' },
  ];
}

/** A server-paged table of orders, each row a link to the order; a failed page offers Try again. */
export function OrderTable({
  orders,
  isAtOneLocation = false,
  renderExpanded,
  emptyState,
  'aria-label': label,
}: OrderTableProps) {
  return (
    <DataTable
      aria-label={label}
      loadingLabel="Loading orders"
      columns={orderColumns(isAtOneLocation, orders.setSortDescriptor !== undefined)}
      rows={orders.error ? [] : orders.items}
      rowKey={(order) => order.id}
      rowHref={(order) => `/orders/${order.id}/show`}
      renderExpanded={renderExpanded}
      isLoading={orders.isLoading}
      sortDescriptor={orders.sortDescriptor}
      onSortChange={orders.setSortDescriptor}
      page={orders.page}
      pageSize={orders.pageSize}
      totalCount={orders.totalCount}
      isTotalCapped={orders.isTotalCapped}
      onPageChange={orders.setPage}
      onPageSizeChange={orders.setPageSize}
      pageSizeOptions={orders.pageSizes}
      emptyState={
        orders.error ? (
          <EmptyState
            title="The orders could not be loaded"
            description={orders.error.message}
            action={<Button onPress={orders.retry}>Try again</Button>}
          />
        ) : (
          (emptyState ?? <EmptyState title={noResultsFound} />)
        )
      }
    />
  );
}

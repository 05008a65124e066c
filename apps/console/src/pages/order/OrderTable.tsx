import type { ReactNode } from 'react';
import type { Order } from '@velo/api-client';
import { EmptyState, Money, OrderStatusBadge, PaymentStatusBadge, Stack, type DataTableColumn } from '@velo/design-system';
import { formatDateTime, fullName, noResultsFound } from '@velo/domain';
import { useLinkTo } from '../../access/useLinkTo.tsx';
import { ListTable, type ListPageState } from '../../lists/ListTable.tsx';

/** A page of orders: `useList`'s answer, or the support search's in the same shape. */
export type OrderPage = ListPageState<Order>;

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

/** A server-paged table of orders, each row a link to the order for those who may open it; a failed page offers Try again. */
export function OrderTable({
  orders,
  isAtOneLocation = false,
  renderExpanded,
  emptyState,
  'aria-label': label,
}: OrderTableProps) {
  const orderLink = useLinkTo()('/orders/:id/show');
  return (
    <ListTable
      aria-label={label}
      list={orders}
      noun="orders"
      columns={orderColumns(isAtOneLocation, orders.setSortDescriptor !== undefined)}
      rowKey={(order) => order.id}
      rowHref={orderLink && ((order) => orderLink(order.id))}
      renderExpanded={renderExpanded}
      emptyState={emptyState ?? <EmptyState title={noResultsFound} />}
    />
  );
}

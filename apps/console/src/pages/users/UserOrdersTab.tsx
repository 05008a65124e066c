import { getOrderList, orderListFields, type Order } from '@velo/api-client';
import { EmptyState, FilterBar, OrderStatusBadge, PaymentStatusBadge, type DataTableColumn } from '@velo/design-system';
import { formatDateTime, noResultsFound } from '@velo/domain';
import { useLinkTo } from '../../access/useLinkTo.tsx';
import { orderFilterRule, orderFilters } from '../../data/orders.ts';
import { ListTable } from '../../lists/ListTable.tsx';
import { useList } from '../../lists/useList.ts';
import type { UserTabProps } from './userTabProps.ts';
import { ShowAllOrders } from '../order/ShowAllOrders.tsx';

const columns: Array<DataTableColumn<Order>> = [
  { id: 'Id', header: 'Id', cell: (order) => order.id, isRowHeader: true, allowsSorting: true, width: 80 },
  { id: 'InvoiceName', header: 'Invoice Name', cell: (order) => order.invoiceName ?? '', allowsSorting: true },
  { id: 'CreationTime', header: 'Created', cell: (order) => formatDateTime(order.creationTime), allowsSorting: true },
  { id: 'Status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} />, allowsSorting: true },
  {
    id: 'PaymentStatus',
    header: 'Payment Status',
    cell: (order) => <PaymentStatusBadge status={order.paymentStatus} />,
    allowsSorting: true,
  },
];

const { showAll } = orderFilters;

/** Orders: the user's orders in progress, or all with "Show all orders", newest first, ten a page, each a link to the order. */
export default function UserOrdersTab({ user }: UserTabProps) {
  const list = useList(getOrderList, {
    fields: orderListFields,
    filters: { showAll },
    filterRule: (filters) => orderFilterRule({ ...filters, user: user.id }),
    sorting: 'CreationTime DESC',
  });
  const orderLink = useLinkTo()('/orders/:id/show');
  return (
    <>
      <FilterBar label="Filter the user's orders">
        <ShowAllOrders list={list} />
      </FilterBar>
      <ListTable
        aria-label="Orders of the user"
        list={list}
        noun="orders"
        columns={columns}
        rowKey={(order) => order.id}
        rowHref={orderLink && ((order) => orderLink(order.id))}
        emptyState={<EmptyState title={noResultsFound} />}
      />
    </>
  );
}

import { getListAllLocations, getOrderList, orderListFields, type Order } from '@velo/api-client';
import {
  Button,
  Checkbox,
  DataTable,
  EmptyState,
  FilterBar,
  Money,
  OrderStatusBadge,
  PageHeader,
  PaymentStatusBadge,
  SearchField,
  Select,
  Stack,
  type DataTableColumn,
} from '@velo/design-system';
import { formatDateTime, fullName, noResultsFound, orderListPageSize, orderListPageSizeOptions } from '@velo/domain';
import { useCan } from '../access/useCan.ts';
import { orderFilterRule, orderFilters } from '../data/orders.ts';
import { useApi } from '../data/useApi.ts';
import { useList } from '../lists/useList.ts';

const allLocations = 'all';

const columns: Array<DataTableColumn<Order>> = [
  { id: 'Id', header: 'Id', cell: (order) => order.id, isRowHeader: true, allowsSorting: true, width: 80 },
  { id: 'CreationTime', header: 'Created', cell: (order) => formatDateTime(order.creationTime), allowsSorting: true },
  { id: 'User', header: 'User', cell: (order) => `${fullName(order.user)}, ${order.user.userName}` },
  { id: 'Location', header: 'Location and door', cell: (order) => `${order.location.name}, door ${order.door.name}` },
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
    allowsSorting: true,
  },
  { id: 'Price', header: 'Price', cell: (order) => <Money amount={order.doorPrice} />, align: 'end' },
];

/** /orders: every order the user may see (the server scopes a client's), unfinished ones unless all are shown. */
export default function OrdersPage() {
  // Support sees every order but no locations: it filters by invoice name only.
  const canFilterByLocation = useCan()(['list', 'location']);
  const list = useList(getOrderList, {
    fields: orderListFields,
    filters: orderFilters,
    filterRule: (filters) => orderFilterRule({ ...filters, location: canFilterByLocation ? filters.location : null }),
    sorting: 'CreationTime DESC',
    pageSize: orderListPageSize,
    pageSizes: orderListPageSizeOptions,
  });
  const locations = useApi(getListAllLocations, canFilterByLocation ? {} : null);
  const { showAll, location, invoiceName } = list.filters;

  return (
    <>
      <PageHeader title="Orders" />
      <FilterBar label="Filter orders">
        {canFilterByLocation && (
          <Select
            label="Location"
            items={[
              { id: allLocations, label: 'All locations' },
              ...(locations.data ?? []).map(({ id, name }) => ({ id: String(id), label: name })),
            ]}
            selectedKey={location === null ? allLocations : String(location)}
            onSelectionChange={(chosen) => list.setFilters({ location: chosen === allLocations ? null : Number(chosen) })}
          />
        )}
        <Checkbox isSelected={showAll} onChange={(checked) => list.setFilters({ showAll: checked })}>
          Show all orders
        </Checkbox>
        <SearchField label="Invoice name" value={invoiceName} onChange={(typed) => list.setFilters({ invoiceName: typed })} />
      </FilterBar>
      <DataTable
        aria-label="Orders"
        loadingLabel="Loading orders"
        columns={columns}
        rows={list.error ? [] : list.items}
        rowKey={(order) => order.id}
        rowHref={(order) => `/orders/${order.id}/show`}
        isLoading={list.isLoading}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.setSortDescriptor}
        page={list.page}
        pageSize={list.pageSize}
        totalCount={list.totalCount}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        pageSizeOptions={list.pageSizes}
        emptyState={
          list.error ? (
            <EmptyState
              title="The orders could not be loaded"
              description={list.error.message}
              action={<Button onPress={list.retry}>Try again</Button>}
            />
          ) : (
            <EmptyState title={noResultsFound} />
          )
        }
      />
    </>
  );
}

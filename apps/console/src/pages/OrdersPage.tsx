import { lazy, Suspense } from 'react';
import { getOrderList, orderListFields } from '@velo/api-client';
import { FilterBar, PageHeader, RecordPickerPlaceholder, SearchField } from '@velo/design-system';
import { orderListPageSize, orderListPageSizeOptions } from '@velo/domain';
import { useCan, type Can } from '../access/useCan.ts';
import { orderFilterRule, orderFilters } from '../data/orders.ts';
import { preloadList, useList, type ListOptions } from '../lists/useList.ts';
import type { FetchDataAhead } from '../routing/loadPageAt.ts';
import { OrderTable } from './order/OrderTable.tsx';
import { ShowAllOrders } from './order/ShowAllOrders.tsx';

// The location picker (React Aria's combo box, its list box and popover) loads beside the list, not before it.
const LocationPicker = lazy(() =>
  import('../pickers/LocationPicker.tsx').then(({ LocationPicker }) => ({ default: LocationPicker })),
);

/** The orders list as a user asks for it. Support sees every order but no locations: it filters by invoice name only. */
const orderList = (can: Can): ListOptions<typeof orderFilters> => ({
  fields: orderListFields,
  filters: orderFilters,
  filterRule: (filters) => orderFilterRule({ ...filters, location: can(['list', 'location']) ? filters.location : null }),
  sorting: 'CreationTime DESC',
  pageSize: orderListPageSize,
  pageSizes: orderListPageSizeOptions,
});

export const fetchDataAhead: FetchDataAhead = ({ can, query }) => preloadList(getOrderList, orderList(can), query);

/** /orders: every order the user may see (the server scopes a client's), unfinished ones unless all are shown. */
export default function OrdersPage() {
  const can = useCan();
  const canFilterByLocation = can(['list', 'location']);
  const list = useList(getOrderList, orderList(can));
  const { location, invoiceName } = list.filters;

  return (
    <>
      <PageHeader title="Orders" />
      <FilterBar label="Filter orders">
        {canFilterByLocation && (
          <Suspense fallback={<RecordPickerPlaceholder label="Location" placeholder="All locations" />}>
            <LocationPicker
              placeholder="All locations"
              value={location}
              onChange={(chosen) => list.setFilters({ location: chosen })}
            />
          </Suspense>
        )}
        <ShowAllOrders list={list} />
        <SearchField label="Invoice name" value={invoiceName} onChange={(typed) => list.setFilters({ invoiceName: typed })} />
      </FilterBar>
      <OrderTable aria-label="Orders" orders={list} />
    </>
  );
}

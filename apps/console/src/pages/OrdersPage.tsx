import { getOrderList, orderListFields } from '@velo/api-client';
import { Checkbox, FilterBar, PageHeader, SearchField } from '@velo/design-system';
import { orderListPageSize, orderListPageSizeOptions } from '@velo/domain';
import { useCan } from '../access/useCan.ts';
import { orderFilterRule, orderFilters } from '../data/orders.ts';
import { useList } from '../lists/useList.ts';
import { LocationPicker } from '../pickers/LocationPicker.tsx';
import { OrderTable } from './order/OrderTable.tsx';

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
  const { showAll, location, invoiceName } = list.filters;

  return (
    <>
      <PageHeader title="Orders" />
      <FilterBar label="Filter orders">
        {canFilterByLocation && (
          <LocationPicker
            placeholder="All locations"
            value={location}
            onChange={(chosen) => list.setFilters({ location: chosen })}
          />
        )}
        <Checkbox isSelected={showAll} onChange={(checked) => list.setFilters({ showAll: checked })}>
          Show all orders
        </Checkbox>
        <SearchField label="Invoice name" value={invoiceName} onChange={(typed) => list.setFilters({ invoiceName: typed })} />
      </FilterBar>
      <OrderTable aria-label="Orders" orders={list} />
    </>
  );
}

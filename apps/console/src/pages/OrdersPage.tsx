import { getListAllLocations, getOrderList, orderListFields } from '@velo/api-client';
import { Checkbox, FilterBar, PageHeader, SearchField, Select } from '@velo/design-system';
import { orderListPageSize, orderListPageSizeOptions } from '@velo/domain';
import { useCan } from '../access/useCan.ts';
import { orderFilterRule, orderFilters } from '../data/orders.ts';
import { useApi } from '../data/useApi.ts';
import { useList } from '../lists/useList.ts';
import { OrderTable } from './order/OrderTable.tsx';

const allLocations = 'all';

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
      <OrderTable aria-label="Orders" orders={list} />
    </>
  );
}

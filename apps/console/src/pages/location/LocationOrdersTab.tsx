import { getOrderList, orderListFields } from '@velo/api-client';
import { FilterBar, SearchField } from '@velo/design-system';
import { locationOrdersPageSize, locationOrdersPageSizeOptions } from '@velo/domain';
import { orderFilterRule, orderFilters } from '../../data/orders.ts';
import { useList } from '../../lists/useList.ts';
import { OrderTable } from '../order/OrderTable.tsx';
import type { LocationTabProps } from './locationTabProps.ts';
import { ShowAllOrders } from '../order/ShowAllOrders.tsx';

const { showAll, invoiceName } = orderFilters;

/** The Orders tab: the location's orders as the orders list shows them, 25 a page. */
export default function LocationOrdersTab({ location }: LocationTabProps) {
  const list = useList(getOrderList, {
    fields: orderListFields,
    filters: { showAll, invoiceName },
    filterRule: (filters) => orderFilterRule({ ...filters, location: location.id }),
    sorting: 'CreationTime DESC',
    pageSize: locationOrdersPageSize,
    pageSizes: locationOrdersPageSizeOptions,
  });

  return (
    <>
      <FilterBar label="Filter the location's orders">
        <ShowAllOrders list={list} />
        <SearchField
          label="Invoice name"
          value={list.filters.invoiceName}
          onChange={(typed) => list.setFilters({ invoiceName: typed })}
        />
      </FilterBar>
      <OrderTable aria-label={`Orders at ${location.name}`} orders={list} isAtOneLocation />
    </>
  );
}

import { Checkbox } from '@velo/design-system';

interface ShowAllOrdersProps {
  list: { filters: { showAll: boolean }; setFilters: (changed: { showAll: boolean }) => void };
}

/** The orders filter every orders list shares: unticked, only the orders in progress. */
export function ShowAllOrders({ list }: ShowAllOrdersProps) {
  return (
    <Checkbox isSelected={list.filters.showAll} onChange={(checked) => list.setFilters({ showAll: checked })}>
      Show all orders
    </Checkbox>
  );
}

import { dashboardFilters, type DashboardFilters } from '../../data/dashboard.ts';
import { useAddressQuery } from '../../lists/useAddressQuery.ts';

/** The dashboard's filter as the address holds it: reload, Back and a shared link show the same figures. */
export function useDashboardFilters() {
  const [query, writeQuery] = useAddressQuery();
  const filters = Object.fromEntries(
    Object.entries(dashboardFilters).map(([name, param]) => [name, param.parse(query.get(name))]),
  ) as DashboardFilters;

  function setFilters(changes: Partial<DashboardFilters>) {
    writeQuery((next) => {
      for (const [name, value] of Object.entries(changes)) {
        const formatted = dashboardFilters[name as keyof DashboardFilters].format(value as never);
        if (formatted === null) next.delete(name);
        else next.set(name, formatted);
      }
    });
  }

  return { filters, setFilters };
}

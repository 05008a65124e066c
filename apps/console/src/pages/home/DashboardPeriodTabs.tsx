import type { ReactNode } from 'react';
import { DateRangePicker, FilterBar, PeriodTabs, Stack } from '@velo/design-system';
import { customDashboardPeriod, dashboardPeriod } from '@velo/domain';
import type { DashboardFilters } from '../../data/dashboard.ts';

interface DashboardPeriodTabsProps {
  filters: DashboardFilters;
  onChange(changes: Partial<DashboardFilters>): void;
  /** The cards, shown for the chosen period. */
  children: ReactNode;
}

/** Today … All time and Custom range, whose date-range picker stands above the cards. */
export function DashboardPeriodTabs({ filters, onChange, children }: DashboardPeriodTabsProps) {
  const { period, from, to } = filters;
  return (
    <PeriodTabs
      periods={dashboardPeriod.options}
      selectedKey={period}
      onSelectionChange={(chosen) => onChange({ period: chosen })}
    >
      <Stack gap={6}>
        {period === customDashboardPeriod && (
          <FilterBar label="Choose the range">
            <DateRangePicker
              label="Custom range"
              value={from && to ? { from, to } : null}
              onChange={(range) => onChange({ from: range?.from ?? null, to: range?.to ?? null })}
            />
          </FilterBar>
        )}
        {children}
      </Stack>
    </PeriodTabs>
  );
}

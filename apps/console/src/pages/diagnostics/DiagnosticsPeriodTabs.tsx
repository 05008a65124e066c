import type { ReactNode } from 'react';
import { DateRangePicker, FilterBar, PeriodTabs, Stack } from '@velo/design-system';
import { customDiagnosticsPeriod, diagnosticsPeriod } from '@velo/domain';
import type { DiagnosticsFilters } from '../../data/diagnostics.ts';

interface DiagnosticsPeriodTabsProps {
  filters: DiagnosticsFilters;
  onChange(changes: Partial<DiagnosticsFilters>): void;
  /** What the page shows for the period: its table and its chart. */
  children: ReactNode;
}

/** The time tabs of both diagnostics pages; Custom range adds its date-range picker above what the period shows. */
export function DiagnosticsPeriodTabs({ filters, onChange, children }: DiagnosticsPeriodTabsProps) {
  const { period, from, to } = filters;
  return (
    <PeriodTabs
      periods={diagnosticsPeriod.options}
      selectedKey={period}
      onSelectionChange={(chosen) => onChange({ period: chosen })}
    >
      <Stack gap={6}>
        {period === customDiagnosticsPeriod && (
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

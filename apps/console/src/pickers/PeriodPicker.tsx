import type { ReactNode } from 'react';
import { DateRangePicker, FilterBar, PeriodTabs, Stack } from '@velo/design-system';

/** The part of a page's filters a period picker sets: the tab, and the range when the tab is the custom one. */
export interface PeriodChoice<Period extends number> {
  period: Period;
  from: string | null;
  to: string | null;
}

interface PeriodPickerProps<Period extends number> {
  /** The tabs, in order (a domain enumeration's options). */
  periods: ReadonlyArray<{ value: Period; label: string }>;
  /** The tab whose range the user picks. */
  customPeriod: Period;
  filters: PeriodChoice<Period>;
  onChange(changes: Partial<PeriodChoice<Period>>): void;
  /** What the page shows for the period. */
  children: ReactNode;
}

/** A page's period tabs; the custom one puts its date-range picker above what the period shows. */
export function PeriodPicker<Period extends number>({
  periods,
  customPeriod,
  filters,
  onChange,
  children,
}: PeriodPickerProps<Period>) {
  const { period, from, to } = filters;
  return (
    <PeriodTabs periods={periods} selectedKey={period} onSelectionChange={(chosen) => onChange({ period: chosen })}>
      <Stack gap={6}>
        {period === customPeriod && (
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

import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';

export interface PeriodTabsProps<V extends string | number> {
  /** The tabs in order, e.g. domain `dashboardPeriod.options` or `diagnosticsPeriod.options`. */
  periods: ReadonlyArray<{ value: V; label: string }>;
  /** The period shown; one of `periods`' values. */
  selectedKey: V;
  onSelectionChange(period: V): void;
  /** What the page shows for the chosen period (its table, cards and charts), in the panel the tabs control. */
  children: ReactNode;
  /** Names the tabs for screen readers; "Period" unless the page has a better word. */
  'aria-label'?: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A page's time tabs, e.g. the diagnostics' All time, Today, This week, This month and Custom range, or the
 * dashboard's Today … All time, Custom range. Every period shows the same content for another range, so the page
 * gives it once and it stands in the chosen tab's panel.
 */
export function PeriodTabs<V extends string | number>({
  periods,
  selectedKey,
  onSelectionChange,
  children,
  'aria-label': ariaLabel = 'Period',
  isDisabled,
  className,
}: PeriodTabsProps<V>) {
  return (
    <Tabs
      selectedKey={selectedKey}
      // React Aria hands back the id it was given, so the key is one of the periods' values.
      onSelectionChange={(key) => onSelectionChange(periods.find((period) => period.value === key)?.value ?? (key as V))}
      isDisabled={isDisabled}
      className={className}
    >
      <TabList aria-label={ariaLabel} items={periods.map((period) => ({ id: period.value, label: period.label }))}>
        {(period) => <Tab id={period.id}>{period.label}</Tab>}
      </TabList>
      {/* A panel per tab: React Aria keeps a panel's first id, so one reused panel would name the wrong tab. */}
      {periods.map((period) => (
        <TabPanel key={period.value} id={period.value}>
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}

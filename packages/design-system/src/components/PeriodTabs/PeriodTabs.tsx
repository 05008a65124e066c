import type { ReactNode } from 'react';
import { diagnosticsPeriod, type DiagnosticsPeriod } from '@velo/domain';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';

export interface PeriodTabsProps {
  /** The period shown (domain `diagnosticsPeriod`: 0 All time … 4 Custom range); the page chooses the first, Today. */
  selectedKey: DiagnosticsPeriod;
  onSelectionChange(period: DiagnosticsPeriod): void;
  /** What the page shows for the chosen period (its table and summary), in the panel the tabs control. */
  children: ReactNode;
  /** Names the tabs for screen readers; "Period" unless the page has a better word. */
  'aria-label'?: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * The time tabs of the diagnostics pages: All time, Today, This week, This month and Custom range. Every period
 * shows the same content for another range, so the page gives it once and it stands in the chosen tab's panel.
 */
export function PeriodTabs({
  selectedKey,
  onSelectionChange,
  children,
  'aria-label': ariaLabel = 'Period',
  isDisabled,
  className,
}: PeriodTabsProps) {
  return (
    <Tabs
      selectedKey={selectedKey}
      onSelectionChange={(key) => onSelectionChange(key as DiagnosticsPeriod)}
      isDisabled={isDisabled}
      className={className}
    >
      <TabList aria-label={ariaLabel} items={diagnosticsPeriod.options}>
        {(period) => <Tab id={period.value}>{period.label}</Tab>}
      </TabList>
      {/* A panel per tab: React Aria keeps a panel's first id, so one reused panel would name the wrong tab. */}
      {diagnosticsPeriod.values.map((period) => (
        <TabPanel key={period} id={period}>
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}

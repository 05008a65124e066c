import type { ReactNode } from 'react';
import { ApiError } from '@velo/api-client';
import { Button, EmptyState, Tab, TabList, TabPanel, Tabs } from '@velo/design-system';

/** Why a record's page shows no record: it does not exist (or is another tenant's), or it could not be loaded. */
export function RecordNotLoaded({
  error,
  noun,
  back,
  onRetry,
}: {
  error: Error;
  /** e.g. "location", "order". */
  noun: string;
  /** The way back when the record does not exist, e.g. to its list. */
  back: ReactNode;
  onRetry: () => void;
}) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <EmptyState
      title={missing ? `There is no such ${noun}` : `The ${noun} could not be loaded`}
      description={missing ? 'It may have been deleted.' : error.message}
      action={missing ? back : <Button onPress={onRetry}>Try again</Button>}
    />
  );
}

interface RouteTab {
  path: string;
  label: string;
}

/** A record's tabs, each a route; the current one's page in its panel. */
export function RouteTabs<T extends RouteTab>({
  label,
  tabs,
  current,
  hrefOf,
  children,
}: {
  label: string;
  tabs: readonly T[];
  current: T;
  hrefOf: (tab: T) => string;
  children: ReactNode;
}) {
  return (
    <Tabs selectedKey={current.path} keyboardActivation="manual">
      <TabList aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.path} id={tab.path} href={hrefOf(tab)}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {/* A panel per tab: React Aria keeps a panel's first id, so a panel reused for the next route would name the wrong tab. */}
      <TabPanel key={current.path} id={current.path}>
        {children}
      </TabPanel>
    </Tabs>
  );
}

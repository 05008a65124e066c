import { lazy, Suspense } from 'react';
import { LoadingState, PageHeader, Tab, TabList, TabPanel, Tabs } from '@velo/design-system';

// The details form draws a map: OpenLayers loads with this panel, not with the console.
const NewLocationDetails = lazy(() => import('./NewLocationDetails.tsx'));

/** The tabs a saved location has besides Details: they open once the location exists. */
const laterTabs = ['Doors', 'Access Control', 'Pricing'];

/** /locations/create: a new location's details; once saved, its doors are next. */
export default function LocationCreatePage() {
  return (
    <>
      <PageHeader title="New location" />
      <Tabs selectedKey="details" disabledKeys={laterTabs} keyboardActivation="manual">
        <TabList aria-label="New location: tabs">
          <Tab id="details">Details</Tab>
          {laterTabs.map((label) => (
            <Tab key={label} id={label}>
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="details">
          <Suspense fallback={<LoadingState label="Loading the form" />}>
            <NewLocationDetails />
          </Suspense>
        </TabPanel>
      </Tabs>
    </>
  );
}

import { Suspense } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@velo/api-client';
import {
  Button,
  EmptyState,
  Inline,
  LinkButton,
  LoadingState,
  PageHeader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@velo/design-system';
import { useCan } from '../../access/useCan.ts';
import { useLocationRecord } from '../../data/location.ts';
import { AccessDenied } from '../../layout/AccessDenied.tsx';
import { LocationDelete } from './LocationDelete.tsx';
import { locationTabHref, locationTabs } from './locationTabs.ts';

const backToLocations = (
  <LinkButton variant="secondary" href="/locations">
    Back to locations
  </LinkButton>
);

/** /locations/{id}/{tab}: one location in tabs; a tab the user may not use shows the access-denied view before anything is asked. */
export default function LocationPage() {
  const params = useParams();
  const locationId = Number(params.id);
  const tab = locationTabs.find((candidate) => candidate.path === (params['*'] ?? ''));
  const can = useCan();
  const mayUse = tab !== undefined && can(tab.needs) && Number.isSafeInteger(locationId);
  const location = useLocationRecord(mayUse ? locationId : null);

  if (!tab) return <EmptyState title="There is no such tab" action={backToLocations} />;
  if (!mayUse) return <AccessDenied />;
  if (location.error) {
    const missing = location.error instanceof ApiError && location.error.status === 404;
    return (
      <EmptyState
        title={missing ? 'There is no such location' : 'The location could not be loaded'}
        description={missing ? 'It may have been deleted.' : location.error.message}
        action={missing ? backToLocations : <Button onPress={() => void location.mutate()}>Try again</Button>}
      />
    );
  }
  if (!location.data) return <LoadingState label="Loading the location" />;

  const Page = tab.page;
  return (
    <>
      <PageHeader
        title={location.data.name}
        actions={
          <Inline gap={3}>
            {can(['delete', 'location']) && <LocationDelete location={location.data} />}
            {backToLocations}
          </Inline>
        }
      />
      <Tabs selectedKey={tab.path} keyboardActivation="manual">
        <TabList aria-label={`${location.data.name}: tabs`}>
          {locationTabs
            .filter((shown) => can(shown.needs))
            .map((shown) => (
              <Tab key={shown.path} id={shown.path} href={locationTabHref(locationId, shown)}>
                {shown.label}
              </Tab>
            ))}
        </TabList>
        {/* A panel per tab: React Aria keeps a panel's first id, so a panel reused for the next route would name the wrong tab. */}
        <TabPanel key={tab.path} id={tab.path}>
          <Suspense fallback={<LoadingState label={`Loading ${tab.label}`} />}>
            <Page location={location.data} />
          </Suspense>
        </TabPanel>
      </Tabs>
    </>
  );
}

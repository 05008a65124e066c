import { Suspense } from 'react';
import { useParams } from 'react-router';
import { AccessDenied, EmptyState, Inline, LinkButton, LoadingState, PageHeader } from '@velo/design-system';
import { useCan } from '../../access/useCan.ts';
import { useLocationRecord } from '../../data/location.ts';
import { RecordNotLoaded, RouteTabs } from '../../layout/RecordPage.tsx';
import { LocationDelete } from './LocationDelete.tsx';
import { locationTabHref, locationTabs } from './locationTabs.ts';

/** The tabs load ahead with the page when a link to one of them is pointed at. */
export { locationTabs as subpages } from './locationTabs.ts';

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
  if (location.error)
    return (
      <RecordNotLoaded error={location.error} noun="location" back={backToLocations} onRetry={() => void location.mutate()} />
    );
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
      <RouteTabs
        label={`${location.data.name}: tabs`}
        tabs={locationTabs.filter((shown) => can(shown.needs))}
        current={tab}
        hrefOf={(shown) => locationTabHref(locationId, shown)}
      >
        <Suspense fallback={<LoadingState label={`Loading ${tab.label}`} />}>
          <Page location={location.data} />
        </Suspense>
      </RouteTabs>
    </>
  );
}

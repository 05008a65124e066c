import { lazy, Suspense, useState } from 'react';
import { activateLocation, getLocationList, locationListFields } from '@velo/api-client';
import {
  Checkbox,
  EmptyState,
  FilterBar,
  LinkButton,
  LocationTable,
  PageHeader,
  RecordPickerPlaceholder,
  SearchField,
  type LocationRow,
} from '@velo/design-system';
import { locationToastTimeoutMs, noLocationsYet, statusChanged } from '@velo/domain';
import { useCan, type Can } from '../access/useCan.ts';
import { locationFilterRule, locationFilters } from '../data/locations.ts';
import { useAction } from '../data/useAction.ts';
import { preloadList, useList, type ListOptions } from '../lists/useList.ts';
import type { FetchDataAhead } from '../routing/loadPageAt.ts';

// The date pickers of the maintenance dialog load when it first opens, not with the list.
const LocationMaintenance = lazy(() => import('./LocationMaintenance.tsx'));
// So does the invite's phone number check (libphonenumber-js's metadata).
const LocationInvite = lazy(() => import('./LocationInvite.tsx'));
// Only administrators filter by client: the picker (React Aria's combo box) stays out of everyone's first screen.
const ClientPicker = lazy(() => import('../pickers/ClientPicker.tsx').then(({ ClientPicker }) => ({ default: ClientPicker })));

/** The locations list as a user asks for it: only those who may list clients filter by one. */
const locationList = (can: Can): ListOptions<typeof locationFilters> => ({
  fields: locationListFields,
  filters: locationFilters,
  filterRule: (filters) => locationFilterRule({ ...filters, client: can(['list', 'client']) ? filters.client : null }),
  sorting: 'Id DESC',
});

export const fetchDataAhead: FetchDataAhead = ({ can, query }) => preloadList(getLocationList, locationList(can), query);

/** /locations: the locations list and its filters; what each user may do decides the controls. */
export default function LocationsPage() {
  const can = useCan();
  const canFilterByClient = can(['list', 'client']);
  const canCreate = can(['create', 'location']);
  const list = useList(getLocationList, locationList(can));
  const changeStatus = useAction(activateLocation, {
    success: statusChanged,
    timeout: locationToastTimeoutMs,
    warnings: ['Location.PricingMissing'],
    revalidates: [getLocationList],
  });
  const [maintenanceOf, setMaintenanceOf] = useState<LocationRow | null>(null);
  const [inviteTo, setInviteTo] = useState<LocationRow | null>(null);

  const { showAll, client, name, key } = list.filters;
  const isFiltered = client !== null || name !== '' || key !== '';
  const newLocation = (label: string) =>
    canCreate && (
      <LinkButton variant="primary" href="/locations/create">
        {label}
      </LinkButton>
    );

  return (
    <>
      <PageHeader title="Locations" actions={newLocation('New location')} />
      <FilterBar label="Filter locations">
        <Checkbox isSelected={showAll} onChange={(checked) => list.setFilters({ showAll: checked })}>
          Show all locations
        </Checkbox>
        {canFilterByClient && (
          <Suspense fallback={<RecordPickerPlaceholder label="Client" placeholder="All clients" />}>
            <ClientPicker placeholder="All clients" value={client} onChange={(chosen) => list.setFilters({ client: chosen })} />
          </Suspense>
        )}
        <SearchField label="Location name" value={name} onChange={(typed) => list.setFilters({ name: typed })} />
        <SearchField label="Door access key" value={key} onChange={(typed) => list.setFilters({ key: typed })} />
      </FilterBar>
      <LocationTable
        rows={list.items}
        totalCount={list.totalCount}
        isTotalCapped={list.isTotalCapped}
        isLoading={list.isLoading}
        error={list.error?.message ?? null}
        onRetry={list.retry}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sortDescriptor={list.sortDescriptor}
        onSortChange={list.setSortDescriptor}
        canViewDoors={can(['view', 'door'])}
        canEdit={can(['edit', 'location'])}
        editHref={(location) => `/locations/${location.id}`}
        canOpenAccessControl={!can(['edit', 'location']) && can(['view', 'locationAccessControl'])}
        accessControlHref={(location) => `/locations/${location.id}/access-control`}
        canChangeStatus={can(['activate', 'location'])}
        onStatusChange={async ({ id }, isActive) => void (await changeStatus({ body: { id, isActive } }))}
        canManageMaintenance={can(['edit', 'locationMaintenance'])}
        onMaintenance={setMaintenanceOf}
        canInvite={can(['create', 'locationInvite'])}
        onInvite={setInviteTo}
        emptyState={
          isFiltered ? (
            <EmptyState title="No locations match these filters" description="Change or clear the filters to see more." />
          ) : (
            <EmptyState title={noLocationsYet} action={newLocation('Add the first location')} />
          )
        }
      />
      {maintenanceOf && (
        <Suspense fallback={null}>
          <LocationMaintenance location={maintenanceOf} onClose={() => setMaintenanceOf(null)} />
        </Suspense>
      )}
      {inviteTo && (
        <Suspense fallback={null}>
          <LocationInvite location={inviteTo} onClose={() => setInviteTo(null)} />
        </Suspense>
      )}
    </>
  );
}

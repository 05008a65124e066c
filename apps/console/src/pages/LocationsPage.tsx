import { useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { Button, Checkbox, EmptyState, FilterBar, LocationTable, PageHeader, SearchField, Select, toast, type LocationRow } from '@velo/design-system';
import { can, defaultPageSize, locationToastTimeoutMs, noLocationsYet, pricingMissing, statusChanged } from '@velo/domain';
import { locationFilterRule, setLocationActive, useClientChoices, useLocationList } from '../data/locations.ts';
import { toastError } from '../feedback.ts';
import { useSearchState } from '../routing/useSearchState.ts';
import { useSignedInUser } from '../session/SessionProvider.tsx';
import { AccessDenied } from '../layout/AccessDenied.tsx';
import { sortingOf, sortDescriptorOf } from '../data/sorting.ts';

const allClients = 'all';

/** /locations: the location list with its filters (part 1 §2); client users get the restricted view. */
export default function LocationsPage() {
  const { role } = useSignedInUser();
  // Checked before any call: the server's 403 would end the session (part 1 §4).
  return can(role, 'list', 'location') ? <LocationList isAdmin={can(role, 'edit', 'location')} /> : <AccessDenied />;
}

function LocationList({ isAdmin }: { isAdmin: boolean }) {
  const navigate = useNavigate();
  const [state, update] = useSearchState({
    showAll: '', client: allClients, name: '', key: '', page: '1', size: String(defaultPageSize), sort: 'Id DESC',
  });
  const clients = useClientChoices(isAdmin);

  const filters = {
    showAll: state.showAll === '1',
    clientId: isAdmin && state.client !== allClients ? Number(state.client) : null,
    name: useDeferredValue(state.name),
    doorAccessKey: useDeferredValue(state.key),
  };
  const page = Math.max(1, Number(state.page) || 1);
  const pageSize = Number(state.size) || defaultPageSize;
  const list = useLocationList({
    sorting: state.sort,
    skipCount: (page - 1) * pageSize,
    maxResultCount: pageSize,
    filterRule: locationFilterRule(filters),
  });

  async function changeStatus(location: LocationRow, isActive: boolean) {
    try {
      await setLocationActive(location.id, isActive);
      toast.success(statusChanged, { timeout: locationToastTimeoutMs });
    } catch (error) {
      if (error instanceof Error && error.message === pricingMissing) toast.warning(pricingMissing, { timeout: locationToastTimeoutMs });
      else toastError(error);
    } finally {
      await list.mutate();
    }
  }

  const filtered = (changes: Partial<typeof state>) => update({ ...changes, page: '1' });
  const isFiltered = filters.clientId !== null || filters.name !== '' || filters.doorAccessKey !== '';

  return (
    <>
      <PageHeader
        title="Locations"
        actions={isAdmin && <Button variant="primary" onPress={() => navigate('/locations/create')}>New location</Button>}
      />
      <FilterBar label="Filter locations">
        <Checkbox isSelected={filters.showAll} onChange={(showAll) => filtered({ showAll: showAll ? '1' : '' })}>
          Show all locations
        </Checkbox>
        {isAdmin && (
          <Select
            label="Client"
            items={[{ id: allClients, label: 'All clients' }, ...(clients.data?.items ?? []).map((client) => ({ id: String(client.id), label: client.name }))]}
            selectedKey={state.client}
            onSelectionChange={(client) => filtered({ client: String(client) })}
          />
        )}
        <SearchField label="Location name" value={state.name} onChange={(name) => filtered({ name })} />
        <SearchField label="Door access key" value={state.key} onChange={(key) => filtered({ key })} />
      </FilterBar>
      <LocationTable
        variant={isAdmin ? 'admin' : 'restricted'}
        rows={list.data?.items ?? []}
        totalCount={list.data?.totalCount ?? 0}
        isLoading={list.isLoading || list.isValidating}
        error={list.error?.message ?? null}
        onRetry={() => void list.mutate()}
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => update({ page: String(next) })}
        onPageSizeChange={(size) => update({ size: String(size), page: '1' })}
        sortDescriptor={sortDescriptorOf(state.sort)}
        onSortChange={(descriptor) => update({ sort: sortingOf(descriptor), page: '1' })}
        editHref={(location) => `/locations/${location.id}`}
        onStatusChange={isAdmin ? changeStatus : undefined}
        emptyState={
          isFiltered ? (
            <EmptyState title="No locations match these filters" description="Change or clear the filters to see more." />
          ) : (
            <EmptyState
              title={noLocationsYet}
              action={isAdmin && <Button variant="primary" onPress={() => navigate('/locations/create')}>Add the first location</Button>}
            />
          )
        }
      />
    </>
  );
}

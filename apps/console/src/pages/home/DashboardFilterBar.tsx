import { useMemo, useState } from 'react';
import type { DashboardRequest } from '@velo/api-client';
import { Button, FilterBar, Select, type SelectItem } from '@velo/design-system';
import { useClientChoices } from '../../data/clients.ts';
import { downloadDashboardReport, useDashboardLocations, type DashboardFilters } from '../../data/dashboard.ts';
import { toastError } from '../../feedback.ts';

const all = 'all';
const withAll = (records: ReadonlyArray<{ id: number; name: string }>): SelectItem[] => [
  { id: all, label: 'All' },
  ...records.map((record) => ({ id: record.id, label: record.name })),
];
const chosenId = (key: unknown) => (key === all || key === null ? null : Number(key));
// The spec's dropdowns are 200 wide.
const dropdownWidth = { width: 200 };

interface DashboardFilterBarProps {
  filters: DashboardFilters;
  onChange(changes: Partial<DashboardFilters>): void;
  /** Admin: any client; a client administrator's is fixed to its own. */
  mayChooseClient: boolean;
  /** What the report is of; null while a custom range is not chosen. */
  request: DashboardRequest | null;
}

/** Client and Location, Clear filters once one is set (admin), and Download Report. */
export function DashboardFilterBar({ filters, onChange, mayChooseClient, request }: DashboardFilterBarProps) {
  const clients = useClientChoices(true);
  const locations = useDashboardLocations(filters.client);
  const clientItems = useMemo(() => withAll(clients.data?.items ?? []), [clients.data]);
  const locationItems = useMemo(() => withAll(locations.data ?? []), [locations.data]);
  const [isDownloading, setDownloading] = useState(false);
  const hasFilter = filters.client !== null || filters.location !== null;

  const download = async () => {
    if (!request) return;
    setDownloading(true);
    try {
      await downloadDashboardReport(request);
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <FilterBar label="Filter the dashboard">
      <Select
        label="Client"
        items={clientItems}
        selectedKey={filters.client ?? all}
        onSelectionChange={(key) => onChange({ client: chosenId(key), location: null })}
        isDisabled={!mayChooseClient}
        style={dropdownWidth}
      />
      <Select
        label="Location"
        items={locationItems}
        selectedKey={filters.location ?? all}
        onSelectionChange={(key) => onChange({ location: chosenId(key) })}
        style={dropdownWidth}
      />
      {mayChooseClient && hasFilter && (
        <Button variant="ghost" onPress={() => onChange({ client: null, location: null })}>
          Clear filters
        </Button>
      )}
      <Button variant="secondary" onPress={() => void download()} isPending={isDownloading} isDisabled={!request}>
        Download Report
      </Button>
    </FilterBar>
  );
}

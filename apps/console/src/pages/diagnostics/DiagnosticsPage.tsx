import { doorDiagnosticsListFields, getDiagnosticInfo, getListAllLocations, type DoorDiagnostics } from '@velo/api-client';
import { Card, ComboBox, EmptyState, FilterBar, PageHeader, type DataTableColumn } from '@velo/design-system';
import { noDiagnosticsData } from '@velo/domain';
import { diagnosticsFilters, diagnosticsQuery, diagnosticsRange, doorDiagnosticsFilterRule } from '../../data/diagnostics.ts';
import { useApi } from '../../data/useApi.ts';
import { ListTable } from '../../lists/ListTable.tsx';
import { useList } from '../../lists/useList.ts';
import { DiagnosticsPeriodTabs } from './DiagnosticsPeriodTabs.tsx';
import { DiagnosticsSummary } from './DiagnosticsSummary.tsx';

const allLocations = 'all';

const count = (pick: (row: DoorDiagnostics) => number) => (row: DoorDiagnostics) => pick(row).toLocaleString('en-GB');

const columns: Array<DataTableColumn<DoorDiagnostics>> = [
  { id: 'Id', header: 'ID', cell: (row) => row.id, allowsSorting: true, width: 96 },
  { id: 'DoorName', header: 'Door', cell: (row) => row.doorName, isRowHeader: true, allowsSorting: true },
  { id: 'LocationName', header: 'Location', cell: (row) => row.locationName, allowsSorting: true },
  { id: 'Successes', header: 'Successes', cell: count((row) => row.successes), align: 'end', allowsSorting: true },
  { id: 'Warnings', header: 'Warnings', cell: count((row) => row.warnings), align: 'end', allowsSorting: true },
  { id: 'Errors', header: 'Errors', cell: count((row) => row.errors), align: 'end', allowsSorting: true },
];

/** /diagnostic (admin): the doors' diagnostics in a period, counted by status, at one location or all, and their sum as a pie. */
export default function DiagnosticsPage() {
  const list = useList(getDiagnosticInfo, {
    fields: doorDiagnosticsListFields,
    filters: diagnosticsFilters,
    filterRule: (filters) => doorDiagnosticsFilterRule(diagnosticsRange(filters, new Date()), filters.location),
    sorting: 'Id DESC',
  });
  const locations = useApi(getListAllLocations, {});
  const { filters } = list;
  const range = diagnosticsRange(filters, new Date());

  return (
    <>
      <PageHeader title="Diagnostics" />
      <FilterBar label="Filter diagnostics">
        <ComboBox
          label="Location"
          items={[
            { id: allLocations, label: 'All' },
            ...(locations.data ?? []).map(({ id, name }) => ({ id: String(id), label: name })),
          ]}
          selectedKey={filters.location === null ? allLocations : String(filters.location)}
          // Emptied and left, the field chose nothing: that is all locations again.
          onSelectionChange={(chosen) =>
            list.setFilters({ location: chosen === null || chosen === allLocations ? null : Number(chosen) })
          }
        />
      </FilterBar>
      <DiagnosticsPeriodTabs filters={filters} onChange={list.setFilters}>
        <ListTable
          aria-label="Diagnostics by door"
          list={list}
          noun="diagnostics"
          columns={columns}
          rowKey={(row) => row.id}
          rowHref={(row) => `/diagnostic/${row.id}/show${diagnosticsQuery({ ...filters, location: null })}`}
          emptyState={<EmptyState title={noDiagnosticsData} />}
        />
        <Card>
          <DiagnosticsSummary title="All doors summary" request={{ ...range, locationId: filters.location }} />
        </Card>
      </DiagnosticsPeriodTabs>
    </>
  );
}

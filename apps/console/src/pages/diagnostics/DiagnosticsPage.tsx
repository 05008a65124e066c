import { doorDiagnosticsListFields, getDiagnosticInfo, type DoorDiagnostics } from '@velo/api-client';
import { Card, EmptyState, FilterBar, PageHeader, type DataTableColumn } from '@velo/design-system';
import { customDiagnosticsPeriod, diagnosticsPeriod, noDiagnosticsData } from '@velo/domain';
import { diagnosticsFilters, diagnosticsQuery, diagnosticsRange, doorDiagnosticsFilterRule } from '../../data/diagnostics.ts';
import { ListTable } from '../../lists/ListTable.tsx';
import { useList } from '../../lists/useList.ts';
import { LocationPicker } from '../../pickers/LocationPicker.tsx';
import { PeriodPicker } from '../../pickers/PeriodPicker.tsx';
import { DiagnosticsSummary } from './DiagnosticsSummary.tsx';

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
  const { filters } = list;
  const range = diagnosticsRange(filters, new Date());

  return (
    <>
      <PageHeader title="Diagnostics" />
      <FilterBar label="Filter diagnostics">
        {/* Emptied, the field chooses no location: all of them. */}
        <LocationPicker
          placeholder="All locations"
          value={filters.location}
          onChange={(chosen) => list.setFilters({ location: chosen })}
        />
      </FilterBar>
      <PeriodPicker
        periods={diagnosticsPeriod.options}
        customPeriod={customDiagnosticsPeriod}
        filters={filters}
        onChange={list.setFilters}
      >
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
      </PeriodPicker>
    </>
  );
}

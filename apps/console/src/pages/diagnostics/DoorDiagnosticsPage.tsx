import { useParams } from 'react-router';
import {
  defaultDiagnosticSorting,
  diagnosticListFields,
  getDiagnosticList,
  getDoor,
  getLocation,
  type Diagnostic,
} from '@velo/api-client';
import {
  Card,
  DiagnosticStatusBadge,
  EmptyState,
  Icon,
  LinkButton,
  LoadingState,
  PageHeader,
  type DataTableColumn,
} from '@velo/design-system';
import {
  customDiagnosticsPeriod,
  diagnosticsPeriod,
  diagnosticTimeFormat,
  formatDateTime,
  noDiagnosticsData,
} from '@velo/domain';
import { diagnosticFilterRule, diagnosticsFilters, diagnosticsQuery, diagnosticsRange } from '../../data/diagnostics.ts';
import { useApi } from '../../data/useApi.ts';
import { RecordNotLoaded } from '../../layout/RecordPage.tsx';
import { ListTable } from '../../lists/ListTable.tsx';
import { useList } from '../../lists/useList.ts';
import { PeriodPicker } from '../../pickers/PeriodPicker.tsx';
import { DiagnosticsSummary } from './DiagnosticsSummary.tsx';

const newUser = 'New user';

const columns: Array<DataTableColumn<Diagnostic>> = [
  { id: 'Id', header: 'ID', cell: (row) => row.id, isRowHeader: true, allowsSorting: true, width: 96 },
  { id: 'Door', header: 'Door', cell: (row) => row.doorName },
  { id: 'Location', header: 'Location', cell: (row) => row.locationName },
  {
    id: 'DiagnosticDateTime',
    header: 'Date and time',
    cell: (row) => formatDateTime(row.diagnosticDateTime, diagnosticTimeFormat),
    allowsSorting: true,
  },
  { id: 'Status', header: 'Status', cell: (row) => <DiagnosticStatusBadge status={row.status} />, allowsSorting: true },
  {
    id: 'IsNewUser',
    header: newUser,
    cell: (row) => row.isNewUser && <Icon name="user-plus" size={20} label={newUser} />,
    align: 'end',
    width: 112,
  },
];

/** /diagnostic/{id}/show (admin): one door's diagnostics in a period, newest first, and their sum as a pie. */
export default function DoorDiagnosticsPage() {
  const doorId = Number(useParams().id);
  const isDoorId = Number.isSafeInteger(doorId) && doorId > 0;
  const door = useApi(getDoor, isDoorId ? { query: { id: doorId } } : null);
  const location = useApi(getLocation, door.data ? { query: { id: door.data.locationId } } : null);
  const list = useList(getDiagnosticList, {
    fields: diagnosticListFields,
    filters: diagnosticsFilters,
    filterRule: (filters) => diagnosticFilterRule(diagnosticsRange(filters, new Date()), doorId),
    sorting: defaultDiagnosticSorting,
  });
  const { filters } = list;
  const backToList = (
    <LinkButton variant="secondary" href={`/diagnostic${diagnosticsQuery(filters)}`}>
      Back to diagnostics
    </LinkButton>
  );

  if (door.error) return <RecordNotLoaded error={door.error} noun="door" back={backToList} onRetry={() => void door.mutate()} />;
  if (!door.data) return <LoadingState label="Loading the door" />;

  return (
    <>
      <PageHeader title={`Diagnostics of door ${door.data.name}`} description={location.data?.name} actions={backToList} />
      <PeriodPicker
        periods={diagnosticsPeriod.options}
        customPeriod={customDiagnosticsPeriod}
        filters={filters}
        onChange={list.setFilters}
      >
        <ListTable
          aria-label={`Diagnostics of door ${door.data.name}`}
          list={list}
          noun="diagnostics"
          columns={columns}
          rowKey={(row) => row.id}
          emptyState={<EmptyState title={noDiagnosticsData} />}
        />
        <Card>
          <DiagnosticsSummary title="Summary" request={{ ...diagnosticsRange(filters, new Date()), doorId }} />
        </Card>
      </PeriodPicker>
    </>
  );
}

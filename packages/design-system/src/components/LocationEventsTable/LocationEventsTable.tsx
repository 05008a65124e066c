import { formatDateTime, locationEventRows, noEventValue, type AuditedEvent, type LocationEventRow } from '@velo/domain';
import type { DataTableColumn } from '../DataTable/DataTable.tsx';
import { EventPageTable, type EventPageProps } from '../EventPageTable/EventPageTable.tsx';
import { tabularCell } from '../../styles/tableText.css.ts';

const columns: Array<DataTableColumn<LocationEventRow>> = [
  { id: 'locationId', header: 'Location Id', cell: (row) => <span className={tabularCell}>{row.locationId}</span> },
  { id: 'location', header: 'Location', cell: (row) => row.locationName, isRowHeader: true },
  { id: 'property', header: 'Property', cell: (row) => row.property },
  { id: 'from', header: 'From', cell: (row) => row.from },
  { id: 'to', header: 'To', cell: (row) => row.to },
  { id: 'user', header: 'By User', cell: (row) => row.userName ?? noEventValue },
  { id: 'timestamp', header: 'Timestamp', cell: (row) => <span className={tabularCell}>{formatDateTime(row.changeTime)}</span> },
];

export interface LocationEventsTableProps extends EventPageProps {
  /** A page of location events, newest first, as the server answers them. */
  events: readonly AuditedEvent[];
}

/**
 * Location Events: one row per property a change touched, From and To as people read them (IsActive Activated or
 * Deactivated, AccessControlType Public or Private); timestamps in the browser's time zone.
 */
export function LocationEventsTable({ events, ...page }: LocationEventsTableProps) {
  return (
    <EventPageTable
      label="Location Events"
      columns={columns}
      rows={locationEventRows(events)}
      rowKey={(row) => row.key}
      {...page}
    />
  );
}

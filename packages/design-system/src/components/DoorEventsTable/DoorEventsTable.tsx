import {
  doorEventRows,
  formatDateTime,
  noEventValue,
  type AuditedEvent,
  type DoorEventRow,
  type DoorEventStatus,
} from '@velo/domain';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import type { DataTableColumn } from '../DataTable/DataTable.tsx';
import { EventPageTable, type EventPageProps } from '../EventPageTable/EventPageTable.tsx';
import { tabularCell } from '../../styles/tableText.css.ts';

const statusTones: Record<DoorEventStatus, BadgeTone> = { Enabled: 'success', Disabled: 'danger', Unchanged: 'neutral' };

const columns: Array<DataTableColumn<DoorEventRow>> = [
  { id: 'locationId', header: 'Location Id', cell: (row) => <span className={tabularCell}>{row.locationId}</span> },
  { id: 'location', header: 'Location', cell: (row) => row.locationName },
  { id: 'doorId', header: 'Door Id', cell: (row) => <span className={tabularCell}>{row.doorId}</span> },
  { id: 'doorName', header: 'Door Name', cell: (row) => row.doorName, isRowHeader: true },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={statusTones[row.status]}>{row.status}</Badge>,
    textValue: (row) => row.status,
  },
  { id: 'comment', header: 'Comment', cell: (row) => row.comment },
  { id: 'user', header: 'By User', cell: (row) => row.userName ?? noEventValue },
  { id: 'timestamp', header: 'Timestamp', cell: (row) => <span className={tabularCell}>{formatDateTime(row.changeTime)}</span> },
];

export interface DoorEventsTableProps extends EventPageProps {
  /** A page of door events, newest first, as the server answers them. */
  events: readonly AuditedEvent[];
}

/**
 * Door Events: who enabled or disabled which door and why. Status reads Enabled, Disabled or Unchanged (when the
 * change was not to the door's status), Comment the reason given; timestamps in the browser's time zone.
 */
export function DoorEventsTable({ events, ...page }: DoorEventsTableProps) {
  return (
    <EventPageTable label="Door Events" columns={columns} rows={doorEventRows(events)} rowKey={(row) => row.key} {...page} />
  );
}

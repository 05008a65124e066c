import { accessLogListFields, getAccessLogList, type AccessLogEntry } from '@velo/api-client';
import { EmptyState, LinkButton, type DataTableColumn } from '@velo/design-system';
import { accessDirectionLabel, formatDateTime, noData } from '@velo/domain';
import { ListTable } from '../../lists/ListTable.tsx';
import { useList } from '../../lists/useList.ts';
import type { UserTabProps } from './userTabProps.ts';

const columns: Array<DataTableColumn<AccessLogEntry>> = [
  {
    id: 'CreationTime',
    header: 'Time',
    cell: (entry) => formatDateTime(entry.creationTime),
    isRowHeader: true,
    allowsSorting: true,
  },
  {
    id: 'OrderId',
    header: 'Order',
    cell: (entry) =>
      entry.orderId !== null && (
        <LinkButton variant="ghost" size="sm" href={`/orders/${entry.orderId}/show`} aria-label={`Order ${entry.orderId}`}>
          {entry.orderId}
        </LinkButton>
      ),
    textValue: (entry) => String(entry.orderId ?? ''),
    allowsSorting: true,
  },
  {
    id: 'DoorId',
    header: 'Door',
    cell: (entry) =>
      entry.door && (
        <LinkButton variant="ghost" size="sm" href={`/doors/${entry.door.id}`} aria-label={`Door ${entry.door.name}`}>
          {entry.door.name}
        </LinkButton>
      ),
    textValue: (entry) => entry.door?.name ?? '',
  },
  { id: 'Direction', header: 'Direction', cell: (entry) => accessDirectionLabel(entry.direction), allowsSorting: true },
];

/** Access Log: the user's passes of doors (In, Out), newest first, ten a page; the order and the door link to their pages. */
export default function UserAccessLogTab({ user }: UserTabProps) {
  const list = useList(getAccessLogList, {
    fields: accessLogListFields,
    filters: {},
    filterRule: () => ({ condition: 'and', filterRules: [{ field: 'CreatorUserId', operator: 'equal', value: user.id }] }),
    sorting: 'CreationTime DESC',
  });
  return (
    <ListTable
      aria-label="Access log of the user"
      list={list}
      noun="access log"
      columns={columns}
      rowKey={(entry) => entry.id}
      emptyState={<EmptyState title={noData} />}
    />
  );
}

import { accessLogListFields, getAccessLogList, type AccessLogEntry } from '@velo/api-client';
import { EmptyState, LinkButton, type DataTableColumn } from '@velo/design-system';
import { accessDirectionLabel, formatDateTime, noData } from '@velo/domain';
import { useLinkTo, type RecordLink } from '../../access/useLinkTo.tsx';
import { ListTable } from '../../lists/ListTable.tsx';
import { useList } from '../../lists/useList.ts';
import type { UserTabProps } from './userTabProps.ts';

/** The order and the door link to their pages, for those who may open them. */
function accessLogColumns(orderLink?: RecordLink, doorLink?: RecordLink): Array<DataTableColumn<AccessLogEntry>> {
  return [
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
        entry.orderId !== null &&
        (orderLink ? (
          <LinkButton variant="ghost" size="sm" href={orderLink(entry.orderId)} aria-label={`Order ${entry.orderId}`}>
            {entry.orderId}
          </LinkButton>
        ) : (
          entry.orderId
        )),
      textValue: (entry) => String(entry.orderId ?? ''),
      allowsSorting: true,
    },
    {
      id: 'DoorId',
      header: 'Door',
      cell: (entry) =>
        entry.door &&
        (doorLink ? (
          <LinkButton variant="ghost" size="sm" href={doorLink(entry.door.id)} aria-label={`Door ${entry.door.name}`}>
            {entry.door.name}
          </LinkButton>
        ) : (
          entry.door.name
        )),
      textValue: (entry) => entry.door?.name ?? '',
    },
    { id: 'Direction', header: 'Direction', cell: (entry) => accessDirectionLabel(entry.direction), allowsSorting: true },
  ];
}

/** Access Log: the user's passes of doors (In, Out), newest first, ten a page; the order and the door link to their pages where allowed. */
export default function UserAccessLogTab({ user }: UserTabProps) {
  const list = useList(getAccessLogList, {
    fields: accessLogListFields,
    filters: {},
    filterRule: () => ({ condition: 'and', filterRules: [{ field: 'CreatorUserId', operator: 'equal', value: user.id }] }),
    sorting: 'CreationTime DESC',
  });
  const linkTo = useLinkTo();
  return (
    <ListTable
      aria-label="Access log of the user"
      list={list}
      noun="access log"
      columns={accessLogColumns(linkTo('/orders/:id/show'), linkTo('/doors/:id'))}
      rowKey={(entry) => entry.id}
      emptyState={<EmptyState title={noData} />}
    />
  );
}

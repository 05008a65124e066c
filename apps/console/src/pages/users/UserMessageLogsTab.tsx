import { getMessageLogList, messageLogListFields, type MessageLogEntry } from '@velo/api-client';
import { EmptyState, type DataTableColumn } from '@velo/design-system';
import { formatMessageTime, noData } from '@velo/domain';
import { ListTable } from '../../lists/ListTable.tsx';
import { useList } from '../../lists/useList.ts';
import type { UserTabProps } from './userTabProps.ts';

const columns: Array<DataTableColumn<MessageLogEntry>> = [
  {
    id: 'CreationTime',
    header: 'Created',
    cell: (message) => formatMessageTime(message.creationTime),
    allowsSorting: true,
  },
  { id: 'Text', header: 'Text', cell: (message) => message.text, isRowHeader: true, width: '40%' },
  { id: 'To', header: 'To', cell: (message) => message.to },
  { id: 'From', header: 'From', cell: (message) => message.from ?? '' },
  { id: 'Subject', header: 'Subject', cell: (message) => message.subject ?? '' },
  { id: 'SendAt', header: 'Send At', cell: (message) => formatMessageTime(message.sendAt) },
  {
    id: 'SentOrReceivedAt',
    header: 'Sent',
    cell: (message) => (message.sentOrReceivedAt ? formatMessageTime(message.sentOrReceivedAt) : 'Pending'),
  },
  { id: 'Retries', header: 'Retries', cell: (message) => message.retries, align: 'end' },
];

/** Message Logs: the SMS and e-mails sent to the user, newest first, ten a page. */
export default function UserMessageLogsTab({ user }: UserTabProps) {
  const list = useList(getMessageLogList, {
    fields: messageLogListFields,
    filters: {},
    filterRule: () => ({ condition: 'and', filterRules: [{ field: 'UserId', operator: 'equal', value: user.id }] }),
    sorting: 'CreationTime DESC',
  });
  return (
    <ListTable
      aria-label="Messages to the user"
      list={list}
      noun="messages"
      columns={columns}
      rowKey={(message) => message.id}
      emptyState={<EmptyState title={noData} />}
    />
  );
}

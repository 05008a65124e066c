import type { AnnouncementSummary } from '@velo/api-client';
import { AnnouncementStatusBadge, EmptyState, LinkButton, type DataTableColumn } from '@velo/design-system';
import { announcementState, dateTimeMinutesFormat, formatDateTime, noResultsFound } from '@velo/domain';
import { ListTable, type ListPageState } from '../../lists/ListTable.tsx';

const announcementHref = (announcement: AnnouncementSummary) => `/announcements/${announcement.id}`;

function announcementColumns(now: Date): Array<DataTableColumn<AnnouncementSummary>> {
  return [
    { id: 'Title', header: 'Title', cell: (announcement) => announcement.title, isRowHeader: true, allowsSorting: true },
    { id: 'Description', header: 'Short description', cell: (announcement) => announcement.description },
    {
      id: 'State',
      header: 'State',
      width: 130,
      cell: (announcement) => <AnnouncementStatusBadge state={announcementState(announcement, now)} />,
    },
    {
      id: 'ScheduledTime',
      header: 'Scheduled time',
      width: 170,
      allowsSorting: true,
      cell: (announcement) => (announcement.isScheduled ? formatDateTime(announcement.scheduledTime, dateTimeMinutesFormat) : ''),
    },
    {
      id: 'CreationTime',
      header: 'Created',
      width: 170,
      allowsSorting: true,
      cell: (announcement) => formatDateTime(announcement.creationTime, dateTimeMinutesFormat),
    },
    {
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 100,
      cell: (announcement) => (
        <LinkButton variant="ghost" size="sm" href={announcementHref(announcement)} aria-label={`Edit ${announcement.title}`}>
          Edit
        </LinkButton>
      ),
    },
  ];
}

/**
 * A server-paged table of announcements, each row a link to its edit page, with its state as of when the
 * page was drawn and times in the browser's time zone.
 */
export function AnnouncementTable({ announcements }: { announcements: ListPageState<AnnouncementSummary> }) {
  return (
    <ListTable
      aria-label="Announcements"
      list={announcements}
      noun="announcements"
      columns={announcementColumns(new Date())}
      rowKey={(announcement) => announcement.id}
      rowHref={announcementHref}
      emptyState={<EmptyState title={noResultsFound} />}
    />
  );
}

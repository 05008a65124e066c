import { announcementListFields, getAnnouncementList } from '@velo/api-client';
import { FilterBar, LinkButton, PageHeader, SearchField } from '@velo/design-system';
import { announcementFilterRule, announcementFilters } from '../../data/announcements.ts';
import { useList } from '../../lists/useList.ts';
import { AnnouncementTable } from './AnnouncementTable.tsx';

/** /announcements (admin): the announcements, newest first, searched by title; Create new, Edit. */
export default function AnnouncementsPage() {
  const list = useList(getAnnouncementList, {
    fields: announcementListFields,
    filters: announcementFilters,
    filterRule: announcementFilterRule,
    sorting: 'CreationTime DESC',
  });
  return (
    <>
      <PageHeader
        title="Announcements"
        actions={
          <LinkButton variant="primary" href="/announcements/create">
            Create new
          </LinkButton>
        }
      />
      <FilterBar label="Search announcements">
        <SearchField label="Search" value={list.filters.search} onChange={(typed) => list.setFilters({ search: typed })} />
      </FilterBar>
      <AnnouncementTable announcements={list} />
    </>
  );
}

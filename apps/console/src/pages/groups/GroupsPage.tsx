import { getGroupList, groupListFields } from '@velo/api-client';
import { FilterBar, LinkButton, PageHeader, SearchField } from '@velo/design-system';
import { useCan } from '../../access/useCan.ts';
import { groupFilterRule, groupFilters } from '../../data/groupFilters.ts';
import { useList } from '../../lists/useList.ts';
import { useGroupDelete } from './GroupDelete.tsx';
import { GroupTable } from './GroupTable.tsx';

/** /user-groups: the private groups (a client administrator's client's only), searched by name; an admin creates, edits and deletes. */
export default function GroupsPage() {
  const can = useCan();
  const list = useList(getGroupList, {
    fields: groupListFields,
    filters: groupFilters,
    filterRule: groupFilterRule,
    sorting: 'Id DESC',
  });
  const deletion = useGroupDelete();

  return (
    <>
      <PageHeader
        title="Private Groups"
        actions={
          can(['create', 'group']) && (
            <LinkButton variant="primary" href="/user-groups/create">
              Create new
            </LinkButton>
          )
        }
      />
      <FilterBar label="Search groups">
        <SearchField label="Search" value={list.filters.search} onChange={(typed) => list.setFilters({ search: typed })} />
      </FilterBar>
      <GroupTable groups={list} onDelete={can(['delete', 'group']) ? deletion.ask : undefined} />
      {deletion.dialog}
    </>
  );
}

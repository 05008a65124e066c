import { getUserGroups, userGroupListFields, type UserGroupMembership } from '@velo/api-client';
import { EmptyState, type DataTableColumn } from '@velo/design-system';
import { useLinkTo } from '../../access/useLinkTo.tsx';
import { ListTable } from '../../lists/ListTable.tsx';
import { listPageState, pageRequest } from '../../lists/useList.ts';
import { useListParams } from '../../lists/useListParams.ts';
import { useApi } from '../../data/useApi.ts';
import type { UserTabProps } from './userTabProps.ts';

const columns: Array<DataTableColumn<UserGroupMembership>> = [
  { id: 'Id', header: 'Id', cell: (group) => group.id, allowsSorting: true, width: 80 },
  { id: 'Name', header: 'Name', cell: (group) => group.name, isRowHeader: true, allowsSorting: true },
  { id: 'Description', header: 'Description', cell: (group) => group.description ?? '' },
  { id: 'Client', header: 'Client', cell: (group) => group.client?.name ?? '' },
];

/** User Groups: the private groups the user belongs to, newest first, ten a page, each a link to the group. */
export default function UserGroupsTab({ user }: UserTabProps) {
  const params = useListParams({ fields: userGroupListFields, filters: {}, sorting: 'CreationTime DESC' });
  const answer = useApi(getUserGroups, { body: { userId: user.id, inGroup: true, ...pageRequest(params) } });
  const list = listPageState(params, answer);
  const groupLink = useLinkTo()('/user-groups/:id');
  return (
    <ListTable
      aria-label="Groups of the user"
      list={list}
      noun="groups"
      columns={columns}
      rowKey={(group) => group.id}
      rowHref={groupLink && ((group) => groupLink(group.id))}
      emptyState={<EmptyState title="The user is in no group" />}
    />
  );
}

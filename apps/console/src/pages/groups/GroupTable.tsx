import type { Group } from '@velo/api-client';
import { Button, EmptyState, Inline, LinkButton, type DataTableColumn } from '@velo/design-system';
import { noResultsFound } from '@velo/domain';
import { ListTable, type ListPageState } from '../../lists/ListTable.tsx';

interface GroupTableProps {
  groups: ListPageState<Group>;
  /** An admin's Edit and Delete on each row; without them the rows only open. */
  onDelete?: (group: Group) => void;
}

const groupHref = (group: Group) => `/user-groups/${group.id}`;

function groupColumns(onDelete: GroupTableProps['onDelete']): Array<DataTableColumn<Group>> {
  const columns: Array<DataTableColumn<Group>> = [
    { id: 'Id', header: 'Id', cell: (group) => group.id, allowsSorting: true, width: 80 },
    { id: 'Name', header: 'Name', cell: (group) => group.name, isRowHeader: true, allowsSorting: true },
    { id: 'Client', header: 'Client', cell: (group) => group.client?.name ?? '' },
    { id: 'UserCount', header: 'Users', cell: (group) => group.userCount, align: 'end', width: 96 },
  ];
  if (onDelete) {
    columns.push({
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 180,
      cell: (group) => (
        <Inline gap={1} justify="end" wrap={false}>
          <LinkButton variant="ghost" size="sm" href={groupHref(group)} aria-label={`Edit ${group.name}`}>
            Edit
          </LinkButton>
          <Button variant="ghost" size="sm" onPress={() => onDelete(group)} aria-label={`Delete ${group.name}`}>
            Delete
          </Button>
        </Inline>
      ),
    });
  }
  return columns;
}

/** A server-paged table of private groups, each row a link to the group. */
export function GroupTable({ groups, onDelete }: GroupTableProps) {
  return (
    <ListTable
      aria-label="Private groups"
      list={groups}
      noun="groups"
      columns={groupColumns(onDelete)}
      rowKey={(group) => group.id}
      rowHref={groupHref}
      emptyState={<EmptyState title={noResultsFound} />}
    />
  );
}

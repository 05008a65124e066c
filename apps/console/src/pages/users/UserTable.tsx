import type { User } from '@velo/api-client';
import { Badge, Button, EmptyState, Icon, Inline, LinkButton, type DataTableColumn } from '@velo/design-system';
import { dateFormat, formatDateTime, fullName, noUsersFound } from '@velo/domain';
import { useLinkTo } from '../../access/useLinkTo.tsx';
import { ListTable, type ListPageState } from '../../lists/ListTable.tsx';

interface UserTableProps {
  'aria-label': string;
  users: ListPageState<User>;
  /** Staff (Administrators, by user name) or end users (by phone number, their user name). */
  isStaff: boolean;
  /** An admin sees each user's client and customer. */
  showClientAndCustomer: boolean;
  /** Without them no actions column (a client administrator with read access). */
  actions: { canDelete: boolean; currentUserId: number; onDelete: (user: User) => void } | null;
}

function userColumns({
  isStaff,
  showClientAndCustomer,
  actions,
}: Omit<UserTableProps, 'aria-label' | 'users'>): Array<DataTableColumn<User>> {
  const columns: Array<DataTableColumn<User>> = [
    { id: 'UserName', header: isStaff ? 'User Name' : 'Phone Number', cell: (user) => user.userName, allowsSorting: true },
    { id: 'Name', header: 'Name', cell: (user) => fullName(user), isRowHeader: true, allowsSorting: true },
    { id: 'EmailAddress', header: 'Email', cell: (user) => user.emailAddress ?? '', allowsSorting: true, breaksWords: true },
  ];
  if (showClientAndCustomer)
    columns.push(
      { id: 'Client', header: 'Client', cell: (user) => user.client?.name ?? '' },
      { id: 'Customer', header: 'Customer', cell: (user) => user.customer?.name ?? '' },
    );
  columns.push(
    {
      id: 'CreationTime',
      header: 'Created',
      cell: (user) => formatDateTime(user.creationTime, dateFormat),
      allowsSorting: true,
    },
    {
      id: 'Suspended',
      header: 'Status',
      cell: (user) => <Badge tone={user.suspended ? 'danger' : 'success'}>{user.suspended ? 'Suspended' : 'Active'}</Badge>,
      textValue: (user) => (user.suspended ? 'Suspended' : 'Active'),
      allowsSorting: true,
    },
  );
  if (actions) {
    columns.push({
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 100,
      cell: (user) => (
        <Inline gap={1} justify="end" wrap={false}>
          <LinkButton variant="ghost" size="sm" isIconOnly href={`/users/${user.id}`} aria-label={`Edit ${fullName(user)}`}>
            <Icon name="edit" size={16} />
          </LinkButton>
          {actions.canDelete && user.id !== actions.currentUserId && (
            <Button
              variant="ghost"
              size="sm"
              isIconOnly
              onPress={() => actions.onDelete(user)}
              aria-label={`Delete ${fullName(user)}`}
            >
              <Icon name="trash" size={16} />
            </Button>
          )}
        </Inline>
      ),
    });
  }
  return columns;
}

/** A server-paged table of users, each row a link to the user, newest first; the columns follow the tab and the viewer's role. */
export function UserTable({ users, 'aria-label': label, ...options }: UserTableProps) {
  const userLink = useLinkTo()('/users/:id');
  return (
    <ListTable
      aria-label={label}
      list={users}
      noun="users"
      columns={userColumns(options)}
      rowKey={(user) => user.id}
      rowHref={userLink && ((user) => userLink(user.id))}
      emptyState={<EmptyState title={noUsersFound} />}
    />
  );
}

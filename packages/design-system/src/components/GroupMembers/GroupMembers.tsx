import { useState } from 'react';
import { fullName, noUsersAdded } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';

/** An end user as a group lists them; the API's group user has all of it. */
export interface GroupMemberRow {
  id: number;
  name: string;
  surname: string;
  /** An end user's phone number. */
  userName: string;
}

export interface GroupMembersProps {
  /** The page's members. */
  rows: readonly GroupMemberRow[];
  totalCount: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange?: (pageSize: number) => void;
  isLoading?: boolean;
  /** Why the page could not be fetched; the table then offers `onRetry` instead of rows. */
  error?: string | null;
  onRetry?: () => void;
  /** Takes a member out once confirmed; the dialog waits for a returned promise and stays open if it rejects. No Remove without it. */
  onRemove?: (member: GroupMemberRow) => void | Promise<unknown>;
  /** Shows "Add User" above the list (the page opens the AddUsersDialog). */
  onAddUsers?: () => void;
}

/** A group's members: ID, name, user name, a Remove on each row and Add User above, where allowed. */
export function GroupMembers({
  rows,
  totalCount,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  isLoading = false,
  error,
  onRetry,
  onRemove,
  onAddUsers,
}: GroupMembersProps) {
  const [removing, setRemoving] = useState<GroupMemberRow | null>(null);

  const columns: Array<DataTableColumn<GroupMemberRow>> = [
    { id: 'Id', header: 'ID', cell: (member) => member.id, width: 96 },
    { id: 'Name', header: 'Name', cell: (member) => fullName(member), isRowHeader: true },
    { id: 'UserName', header: 'User name', cell: (member) => member.userName },
  ];
  if (onRemove) {
    columns.push({
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 120,
      cell: (member) => (
        <Button variant="ghost" size="sm" onPress={() => setRemoving(member)} aria-label={`Remove ${fullName(member)}`}>
          Remove
        </Button>
      ),
    });
  }

  return (
    <Stack gap={4}>
      {onAddUsers && (
        <Inline gap={3} justify="end">
          <Button variant="primary" onPress={onAddUsers}>
            <Icon name="user-plus" size={16} />
            Add User
          </Button>
        </Inline>
      )}
      <DataTable
        aria-label="Members"
        loadingLabel="Loading members"
        columns={columns}
        rows={error ? [] : rows}
        rowKey={(member) => member.id}
        isLoading={isLoading}
        page={page}
        pageSize={pageSize}
        totalCount={error ? 0 : totalCount}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        emptyState={
          error ? (
            <EmptyState
              title="The members could not be loaded"
              description={error}
              action={onRetry && <Button onPress={onRetry}>Try again</Button>}
            />
          ) : (
            <EmptyState title={noUsersAdded} />
          )
        }
      />
      {removing && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
          variant="danger"
          title={`Remove ${fullName(removing)} from the group?`}
          message="The group's private locations no longer admit them."
          confirmLabel="Remove"
          onConfirm={async () => {
            await onRemove?.(removing);
          }}
        />
      )}
    </Stack>
  );
}

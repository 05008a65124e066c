import { useState } from 'react';
import { administratorsPageSize, clientUserRole, deleteAdministratorTitle, fullName, noAdministratorsAdded } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { actions } from './AdministratorsTable.css.ts';

/** A user of a client as its Administrators tab shows it; the API's client user has all of it. */
export interface AdministratorRow {
  id: number;
  name: string;
  surname: string;
  emailAddress: string | null;
  /** Administrator when true, End User otherwise. */
  isAdmin: boolean;
}

export interface AdministratorsTableProps {
  /** The page's rows: ten at most. */
  rows: readonly AdministratorRow[];
  totalCount: number;
  /** 1-based. */
  page: number;
  onPageChange(page: number): void;
  isLoading?: boolean;
  /** Why the page could not be fetched; the table then offers `onRetry` instead of rows. */
  error?: string | null;
  onRetry?: () => void;
  /** The signed-in user: their own row never offers Delete. */
  currentUserId: number;
  /** Each row's Edit link, e.g. to the user's page; no Edit without it. */
  editHref?: (row: AdministratorRow) => string;
  /**
   * Deletes an administrator once confirmed ("Delete administrator {name surname}"); the dialog waits for a
   * returned promise and stays open if it rejects. No Delete without it; never on end users, whom the
   * Users page manages, nor on the current user's own row.
   */
  onDelete?: (row: AdministratorRow) => void | Promise<unknown>;
  /** Read access: no actions at all. */
  isReadOnly?: boolean;
}

const name = (row: AdministratorRow) => fullName(row);

/** A client's administrators (and, for an admin, its end users): ID, NAME, EMAIL, ROLE, ten a page, Edit and Delete where allowed. */
export function AdministratorsTable({
  rows,
  totalCount,
  page,
  onPageChange,
  isLoading = false,
  error,
  onRetry,
  currentUserId,
  editHref,
  onDelete,
  isReadOnly = false,
}: AdministratorsTableProps) {
  const [deleting, setDeleting] = useState<AdministratorRow | null>(null);
  const canDelete = (row: AdministratorRow) => Boolean(onDelete) && row.isAdmin && row.id !== currentUserId;

  const columns: Array<DataTableColumn<AdministratorRow>> = [
    { id: 'Id', header: 'ID', cell: (row) => row.id, width: 80 },
    { id: 'Name', header: 'NAME', cell: name, isRowHeader: true },
    { id: 'EmailAddress', header: 'EMAIL', cell: (row) => row.emailAddress ?? '', breaksWords: true },
    { id: 'Role', header: 'ROLE', cell: (row) => clientUserRole(row.isAdmin) },
  ];
  if (!isReadOnly && (editHref || onDelete)) {
    columns.push({
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 180,
      cell: (row) => (
        <span className={actions}>
          {editHref && (
            <LinkButton variant="ghost" size="sm" href={editHref(row)} aria-label={`Edit ${name(row)}`}>
              Edit
            </LinkButton>
          )}
          {canDelete(row) && (
            <Button variant="ghost" size="sm" onPress={() => setDeleting(row)} aria-label={`Delete ${name(row)}`}>
              Delete
            </Button>
          )}
        </span>
      ),
    });
  }

  return (
    <>
      <DataTable
        aria-label="Administrators"
        loadingLabel="Loading administrators"
        columns={columns}
        rows={error ? [] : rows}
        rowKey={(row) => row.id}
        isLoading={isLoading}
        page={page}
        pageSize={administratorsPageSize}
        totalCount={error ? 0 : totalCount}
        onPageChange={onPageChange}
        emptyState={
          error ? (
            <EmptyState
              title="The administrators could not be loaded"
              description={error}
              action={onRetry && <Button onPress={onRetry}>Try again</Button>}
            />
          ) : (
            <EmptyState title={noAdministratorsAdded} />
          )
        }
      />
      {deleting && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
          variant="danger"
          title={deleteAdministratorTitle(deleting.name, deleting.surname)}
          message={`${name(deleting)} will no longer be able to sign in.`}
          confirmLabel="Delete"
          onConfirm={async () => {
            await onDelete?.(deleting);
          }}
        />
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { doorType, lockType, moduleListPageSize } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { byText, useRowsInPages } from '../ModuleTable/useRowsInPages.ts';
import { cellLink, secondaryText } from './ItemTable.css.ts';

/** What the items lists show of an item (door component); the API's item has all of it. */
export interface ItemRow {
  id: number;
  name: string;
  dmsId: string | null;
  doorType: number;
  lockType: number;
  module: { id: number; name: string };
  door: { id: number; name: string; locationName: string } | null;
}

export interface ItemTableProps {
  /** Every item to show (the page reads up to a thousand): the table sorts and pages them itself. */
  rows: readonly ItemRow[];
  isLoading?: boolean;
  /** Why the list could not be fetched; the table then offers `onRetry` instead of rows. */
  error?: string | null;
  onRetry?: () => void;
  /** The item's edit page, for its "Edit item" action. */
  editHref: (item: ItemRow) => string;
  /** With it, a Module column links each item's module; a module's own list leaves it out. */
  moduleHref?: (item: ItemRow) => string;
  /** With it, the door's name links to the door's page. */
  doorHref?: (door: NonNullable<ItemRow['door']>) => string;
  emptyState?: ReactNode;
}

const orders = {
  Name: byText((item: ItemRow) => item.name),
  Module: byText((item: ItemRow) => item.module.name),
  DoorType: byText((item: ItemRow) => doorType.label(item.doorType)),
  Door: byText((item: ItemRow) => (item.door ? `${item.door.locationName} ${item.door.name}` : '')),
};

/** Door components (items): name, module, DMS id, door type, lock and the door each is, 25 a page, sorted and paged in the browser. */
export function ItemTable({
  rows,
  isLoading = false,
  error,
  onRetry,
  editHref,
  moduleHref,
  doorHref,
  emptyState,
}: ItemTableProps) {
  const shown = useRowsInPages(error ? [] : rows, orders, moduleListPageSize);
  const doorCell = ({ door }: ItemRow) => {
    if (!door) return <span className={secondaryText}>No door yet</span>;
    const name = `${door.name} at ${door.locationName}`;
    return doorHref ? (
      <Link className={cellLink} href={doorHref(door)}>
        {name}
      </Link>
    ) : (
      name
    );
  };
  const columns: Array<DataTableColumn<ItemRow>> = [
    { id: 'Name', header: 'Name', cell: (item) => item.name, isRowHeader: true, allowsSorting: true },
    ...(moduleHref
      ? [
          {
            id: 'Module',
            header: 'Module',
            cell: (item: ItemRow) => (
              <Link className={cellLink} href={moduleHref(item)}>
                {item.module.name}
              </Link>
            ),
            allowsSorting: true,
          },
        ]
      : []),
    { id: 'DmsId', header: 'DMS id', cell: (item) => item.dmsId ?? <span className={secondaryText}>—</span> },
    { id: 'DoorType', header: 'Door type', cell: (item) => doorType.label(item.doorType), allowsSorting: true },
    { id: 'LockType', header: 'Lock', cell: (item) => lockType.label(item.lockType) },
    { id: 'Door', header: 'Door', cell: doorCell, allowsSorting: true },
    {
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 96,
      cell: (item) => (
        <LinkButton variant="ghost" size="sm" isIconOnly href={editHref(item)} aria-label={`Edit item ${item.name}`}>
          <Icon name="edit" size={16} />
        </LinkButton>
      ),
    },
  ];

  return (
    <DataTable
      {...shown}
      aria-label="Door components"
      loadingLabel="Loading door components"
      isLoading={isLoading}
      columns={columns}
      rowKey={(item) => item.id}
      pageSizeOptions={[25, 50, 100]}
      emptyState={
        error ? (
          <EmptyState
            title="The door components could not be loaded"
            description={error}
            action={onRetry && <Button onPress={onRetry}>Try again</Button>}
          />
        ) : (
          (emptyState ?? <EmptyState title="No door components yet" />)
        )
      }
    />
  );
}

import type { ReactNode } from 'react';
import { doorType, lockType, moduleListPageSize, noModulesYet, notAssigned, tagPairsOf, type Tags } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { details, itemTable, none, secondaryText, sectionHeading, tagList } from './ModuleTable.css.ts';
import { byText, useRowsInPages } from './useRowsInPages.ts';

/** A module's item as the modules list shows it: its door fields and the door it is. */
export interface ModuleItemRow {
  id: number;
  name: string;
  doorType: number;
  lockType: number;
  door: { name: string; locationName: string } | null;
}

/** What the modules list shows of a module; the API's module has all of it. */
export interface ModuleRow {
  id: number;
  name: string;
  location: { name: string; client: { name: string } | null } | null;
  tags: Tags;
  items: readonly ModuleItemRow[];
}

export interface ModuleTableProps {
  /** Every module (the page reads up to a thousand): the table sorts and pages them itself. */
  rows: readonly ModuleRow[];
  isLoading?: boolean;
  /** Why the list could not be fetched; the table then offers `onRetry` instead of rows. */
  error?: string | null;
  onRetry?: () => void;
  /** The module's edit page, for its "Edit module" action. */
  editHref: (module: ModuleRow) => string;
  /** What an empty list shows; "No modules yet." unless given. */
  emptyState?: ReactNode;
}

const clientOf = (module: ModuleRow) => module.location?.client?.name ?? '';
const locationOf = (module: ModuleRow) => module.location?.name ?? notAssigned;

const orders = {
  Name: byText((module: ModuleRow) => module.name),
  Client: byText(clientOf),
  Location: byText(locationOf),
  Items: (a: ModuleRow, b: ModuleRow) => a.items.length - b.items.length,
};

/**
 * The modules list: Module name, Client, Location (or Not assigned), Items and an Edit module action,
 * 25 a page, sorted and paged in the browser. A row opens to its tags and its door components (items)
 * with the door each is.
 */
export function ModuleTable({ rows, isLoading = false, error, onRetry, editHref, emptyState }: ModuleTableProps) {
  const shown = useRowsInPages(error ? [] : rows, orders, moduleListPageSize);
  const columns: Array<DataTableColumn<ModuleRow>> = [
    { id: 'Name', header: 'Module name', cell: (module) => module.name, isRowHeader: true, allowsSorting: true },
    {
      id: 'Client',
      header: 'Client',
      cell: (module) => clientOf(module) || <span className={secondaryText}>—</span>,
      allowsSorting: true,
    },
    {
      id: 'Location',
      header: 'Location',
      cell: (module) => (module.location ? module.location.name : <span className={secondaryText}>{notAssigned}</span>),
      allowsSorting: true,
    },
    { id: 'Items', header: 'Items', cell: (module) => module.items.length, allowsSorting: true, align: 'end', width: 96 },
    {
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 96,
      cell: (module) => (
        <LinkButton variant="ghost" size="sm" isIconOnly href={editHref(module)} aria-label={`Edit module ${module.name}`}>
          <Icon name="edit" size={16} />
        </LinkButton>
      ),
    },
  ];

  return (
    <DataTable
      {...shown}
      aria-label="Modules"
      loadingLabel="Loading modules"
      isLoading={isLoading}
      columns={columns}
      rowKey={(module) => module.id}
      pageSizeOptions={[25, 50, 100]}
      renderExpanded={(module) => <ModuleDetails module={module} />}
      emptyState={
        error ? (
          <EmptyState
            title="The modules could not be loaded"
            description={error}
            action={onRetry && <Button onPress={onRetry}>Try again</Button>}
          />
        ) : (
          (emptyState ?? <EmptyState title={noModulesYet} />)
        )
      }
    />
  );
}

/** An expanded module: its tags, the default keys first, and its door components. */
function ModuleDetails({ module }: { module: ModuleRow }) {
  const pairs = tagPairsOf(module.tags);
  return (
    <div className={details}>
      <div>
        <h3 className={sectionHeading}>Tags</h3>
        {pairs.length === 0 ? (
          <p className={none}>No tags</p>
        ) : (
          <dl className={tagList}>
            {pairs.map(({ key, value }) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <div>
        {module.items.length === 0 ? (
          <>
            <h3 className={sectionHeading}>Door components</h3>
            <p className={none}>No door components yet</p>
          </>
        ) : (
          <table className={itemTable}>
            <caption className={sectionHeading}>Door components of {module.name}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Door type</th>
                <th scope="col">Lock</th>
                <th scope="col">Door</th>
              </tr>
            </thead>
            <tbody>
              {module.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.name}</th>
                  <td>{doorType.label(item.doorType)}</td>
                  <td>{lockType.label(item.lockType)}</td>
                  <td>{item.door ? `${item.door.name} at ${item.door.locationName}` : 'No door yet'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

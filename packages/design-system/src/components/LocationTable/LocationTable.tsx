import { Suspense, useState, type ReactNode } from 'react';
import { doorSummary, failedToGetLocations, maintenanceNote } from '@velo/domain';
import { Button } from '../Button/Button.tsx';
import { DataTable, type DataTableColumn, type SortDescriptor } from '../DataTable/DataTable.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { StatusCell } from '../StatusCell/StatusCell.tsx';
import { LocationDoors, type LocationDoorRow } from './LocationDoors.tsx';
import { actions, icons, maintenance, secondaryText } from './LocationTable.css.ts';
import { onDemand } from '../../lazy/onDemand.ts';

// The status change's confirmation (React Aria's modal and dialog) loads once the list has drawn, not with it.
const confirmDialog = onDemand(() => import('../ConfirmDialog/ConfirmDialog.tsx').then((module) => module.ConfirmDialog));

export type { LocationDoorRow };

/** What the locations list shows of a location; the API's location has all of it. */
export interface LocationRow {
  id: number;
  name: string;
  municipality: string | null;
  isActive: boolean;
  /** Shown to app users looking for parking. */
  isPublic: boolean;
  inviteCode: string | null;
  maintenanceStartTime: string | null;
  maintenanceEndingTime: string | null;
  doors: readonly LocationDoorRow[];
}

interface LocationTableBaseProps {
  rows: readonly LocationRow[];
  totalCount: number;
  /** The server stopped counting at `totalCount`: there are more. */
  isTotalCapped?: boolean;
  isLoading?: boolean;
  /** Why the list could not be fetched; the table then offers `onRetry` instead of rows. */
  error?: string | null;
  onRetry?: () => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sortDescriptor: SortDescriptor;
  onSortChange: (descriptor: SortDescriptor) => void;
  /** Shown when there are no rows and nothing failed: "No locations yet." or a no-match message. */
  emptyState: ReactNode;
  /** Rows open to show their doors' details. */
  canViewDoors?: boolean;
}

/**
 * The status is a switch that asks before it changes anything; without the ability, a badge. The
 * ability comes with its callback, so a page may pass both and let the permission decide.
 */
type StatusAbility =
  | {
      canChangeStatus: boolean;
      /** Called once the change is confirmed; the dialog waits for the returned promise. */
      onStatusChange: (location: LocationRow, isActive: boolean) => Promise<void>;
    }
  | { canChangeStatus?: false; onStatusChange?: never };

/** An actions column with a link to each location's edit page. */
type EditAbility = { canEdit: boolean; editHref: (location: LocationRow) => string } | { canEdit?: false; editHref?: never };

/** A link to each location's access control: a client administrator's way to the one tab it may use. */
type AccessControlAbility =
  | { canOpenAccessControl: boolean; accessControlHref: (location: LocationRow) => string }
  | { canOpenAccessControl?: false; accessControlHref?: never };

/** An action that opens the location's maintenance window for setting or finishing. */
type MaintenanceAbility =
  | { canManageMaintenance: boolean; onMaintenance: (location: LocationRow) => void }
  | { canManageMaintenance?: false; onMaintenance?: never };

/** An action that opens the location's invite: its code, link and the SMS form. */
type InviteAbility = { canInvite: boolean; onInvite: (location: LocationRow) => void } | { canInvite?: false; onInvite?: never };

/**
 * What the person may do is given as abilities, never as a role: the page decides them from the
 * permissions. Without any, the table is the read-only list.
 */
export type LocationTableProps = LocationTableBaseProps &
  StatusAbility &
  EditAbility &
  AccessControlAbility &
  MaintenanceAbility &
  InviteAbility;

interface StatusRequest {
  location: LocationRow;
  isActive: boolean;
}

/** The locations list: id, visibility, name, city, status, door summary, maintenance, and actions if allowed. */
export function LocationTable({
  rows,
  error,
  onRetry,
  emptyState,
  canViewDoors = false,
  canChangeStatus,
  onStatusChange,
  canEdit,
  editHref,
  canOpenAccessControl,
  accessControlHref,
  canManageMaintenance,
  onMaintenance,
  canInvite,
  onInvite,
  ...table
}: LocationTableProps) {
  const [statusRequest, setStatusRequest] = useState<StatusRequest | null>(null);
  confirmDialog.usePreload();

  const statusCell = (location: LocationRow) => (
    <StatusCell
      isOn={location.isActive}
      onText="Active"
      offText="Inactive"
      switchLabel={`${location.name} active`}
      onChange={canChangeStatus ? (isActive) => setStatusRequest({ location, isActive }) : undefined}
    />
  );

  const columns: Array<DataTableColumn<LocationRow>> = [
    { id: 'Id', header: 'Id', cell: (location) => location.id, allowsSorting: true, width: 72 },
    { id: 'Icons', header: 'Visibility', cell: visibilityIcons, width: 88 },
    { id: 'Name', header: 'Name', cell: (location) => location.name, isRowHeader: true, allowsSorting: true },
    {
      id: 'Municipality',
      header: 'City',
      cell: (location) => location.municipality ?? <span className={secondaryText}>—</span>,
      allowsSorting: true,
    },
    { id: 'IsActive', header: 'Status', cell: statusCell, allowsSorting: true },
    { id: 'Doors', header: 'Summary', cell: (location) => doorSummary(location.doors) },
    { id: 'Maintenance', header: 'Maintenance', cell: maintenanceCell },
  ];
  const actionCount = [canInvite, canManageMaintenance, canEdit, canOpenAccessControl].filter(Boolean).length;
  if (actionCount > 0) {
    columns.push({
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 48 + 32 * actionCount,
      cell: (location) => (
        <span className={actions}>
          {canInvite && (
            <Button
              variant="ghost"
              size="sm"
              isIconOnly
              onPress={() => onInvite(location)}
              aria-label={`Invite to ${location.name}`}
            >
              <Icon name="link" size={16} />
            </Button>
          )}
          {canManageMaintenance && (
            <Button
              variant="ghost"
              size="sm"
              isIconOnly
              onPress={() => onMaintenance(location)}
              aria-label={`Maintenance of ${location.name}`}
            >
              <Icon name="wrench" size={16} />
            </Button>
          )}
          {canEdit && (
            <LinkButton variant="ghost" size="sm" isIconOnly href={editHref(location)} aria-label={`Edit ${location.name}`}>
              <Icon name="edit" size={16} />
            </LinkButton>
          )}
          {canOpenAccessControl && (
            <LinkButton
              variant="ghost"
              size="sm"
              isIconOnly
              href={accessControlHref(location)}
              aria-label={`Access control of ${location.name}`}
            >
              <Icon name="lock" size={16} />
            </LinkButton>
          )}
        </span>
      ),
    });
  }

  return (
    <>
      <DataTable
        {...table}
        aria-label="Locations"
        loadingLabel="Loading locations"
        columns={columns}
        rows={error ? [] : rows}
        rowKey={(location) => location.id}
        renderExpanded={
          canViewDoors ? (location) => <LocationDoors locationName={location.name} doors={location.doors} /> : undefined
        }
        emptyState={
          error ? (
            <EmptyState
              title={failedToGetLocations}
              description={error}
              action={onRetry && <Button onPress={onRetry}>Try again</Button>}
            />
          ) : (
            emptyState
          )
        }
      />
      {statusRequest && (
        <Suspense>
          <confirmDialog.Component
            isOpen
            onOpenChange={(isOpen) => !isOpen && setStatusRequest(null)}
            title={statusRequest.isActive ? 'Activate location?' : 'Deactivate location?'}
            message={`The status of ${statusRequest.location.name} changes to ${statusRequest.isActive ? 'Active' : 'Inactive'}.`}
            confirmLabel={statusRequest.isActive ? 'Activate' : 'Deactivate'}
            variant={statusRequest.isActive ? 'primary' : 'danger'}
            onConfirm={() => onStatusChange?.(statusRequest.location, statusRequest.isActive)}
          />
        </Suspense>
      )}
    </>
  );
}

function visibilityIcons(location: LocationRow) {
  return (
    <span className={icons}>
      {location.isPublic ? <Icon name="eye" size={16} label="Public" /> : <Icon name="eye-off" size={16} label="Hidden" />}
      {location.inviteCode && <Icon name="link" size={16} label="Has an invite code" />}
    </span>
  );
}

function maintenanceCell(location: LocationRow) {
  const note = maintenanceNote(location);
  return (
    note && (
      <span className={maintenance}>
        <Icon name="wrench" size={16} />
        {note}
      </span>
    )
  );
}

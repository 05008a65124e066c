import { useState, type ReactNode } from 'react';
import {
  canUnlockDoor,
  doorType,
  formatDateTime,
  lockTypeChoice,
  noDoorsAdded,
  unlockTheDoor,
  type DeviceStatus,
  type LockType,
} from '@velo/domain';
import { BatteryLevel } from '../BatteryLevel/BatteryLevel.tsx';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable.tsx';
import { DoorStatusBadge } from '../DoorStatusBadge/DoorStatusBadge.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { SignalStrength } from '../SignalStrength/SignalStrength.tsx';
import { StatusCell } from '../StatusCell/StatusCell.tsx';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { DoorStatusDialog } from './DoorStatusDialog.tsx';
import { actions, device, deviceReadings, heartbeat, nowrap, secondaryText, stacked, wraps } from './DoorTable.css.ts';

/** What a location's door list shows of a door; the API's door has all of it. */
export interface DoorRow {
  id: number;
  name: string;
  /** The enabled flag. */
  status: boolean;
  doorType: number;
  lockType: LockType;
  localAccessKey: string | null;
  localAccessKeyName: string | null;
  deviceStatus: DeviceStatus | null;
  deviceSignalStrengh: string | null;
  deviceBatteryLevel: number | null;
  lastHeartBeat: string | null;
}

interface DoorTableBaseProps {
  rows: readonly DoorRow[];
  isLoading?: boolean;
  /** Why the doors could not be fetched; the table then offers `onRetry` instead of rows. */
  error?: string | null;
  onRetry?: () => void;
  /** Under "No doors added to this location", e.g. a New door button. */
  emptyAction?: ReactNode;
}

/** The enabled flag is a switch that asks for a reason before it changes anything; without the ability, a badge. */
type StatusAbility =
  | {
      canChangeStatus: boolean;
      /** Called once confirmed with the reason; the dialog waits for a returned promise and stays open if it rejects. */
      onStatusChange: (door: DoorRow, enabled: boolean, reason: string) => void | Promise<unknown>;
    }
  | { canChangeStatus?: false; onStatusChange?: never };

type EditAbility = { canEdit: boolean; editHref: (door: DoorRow) => string } | { canEdit?: false; editHref?: never };

type DiagnosticsAbility =
  | { canViewDiagnostics: boolean; diagnosticsHref: (door: DoorRow) => string }
  | { canViewDiagnostics?: false; diagnosticsHref?: never };

/** An unlock action, asked for first, on the doors whose lock can take it (a lock whose device is not offline). */
type UnlockAbility =
  { canUnlock: boolean; onUnlock: (door: DoorRow) => void | Promise<unknown> } | { canUnlock?: false; onUnlock?: never };

/** Abilities, never roles: the page decides them from the permissions. Without any, the list only reads. */
export type DoorTableProps = DoorTableBaseProps & StatusAbility & EditAbility & DiagnosticsAbility & UnlockAbility;

const doorsFailedToLoad = 'The doors could not be loaded';

interface StatusRequest {
  door: DoorRow;
  enabled: boolean;
}

/** A location's doors: type, lock, enabled flag, the lock device's state, and actions if allowed. Rows do not open. */
export function DoorTable({
  rows,
  isLoading,
  error,
  onRetry,
  emptyAction,
  canChangeStatus,
  onStatusChange,
  canEdit,
  editHref,
  canViewDiagnostics,
  diagnosticsHref,
  canUnlock,
  onUnlock,
}: DoorTableProps) {
  const [statusRequest, setStatusRequest] = useState<StatusRequest | null>(null);
  const [unlocking, setUnlocking] = useState<DoorRow | null>(null);

  const enabledCell = (door: DoorRow) => (
    <StatusCell
      isOn={door.status}
      onText="Enabled"
      offText="Disabled"
      switchLabel={`${door.name} enabled`}
      onChange={canChangeStatus ? (enabled) => setStatusRequest({ door, enabled }) : undefined}
    />
  );

  // Ten columns (nine and Actions) did not fit the console at 1280 px (the table gets about 1000 px) and clipped Edit:
  // the door type sits under the door's name, the lock's name under its type, and the device's readings under its
  // status, so six columns fit 1024 px with every action.
  const columns: Array<DataTableColumn<DoorRow>> = [
    { id: 'Id', header: 'ID', cell: (door) => door.id, width: 64 },
    { id: 'Name', header: 'Door', cell: doorCell, textValue: (door) => door.name, isRowHeader: true },
    // A set width holds the short label over an IMEI or a MAC address on two lines whatever the names beside it;
    // a longer lock name wraps inside it.
    { id: 'Lock', header: 'Lock', cell: lockCell, width: 160 },
    { id: 'Enabled', header: 'Enabled', cell: enabledCell },
    { id: 'Device', header: 'Device', cell: deviceCell },
  ];
  const actionCount = [canUnlock, canViewDiagnostics, canEdit].filter(Boolean).length;
  if (actionCount > 0) {
    columns.push({
      id: 'Actions',
      header: 'Actions',
      align: 'end',
      width: 48 + 32 * actionCount,
      cell: (door) => (
        <span className={actions}>
          {canUnlock && canUnlockDoor(door) && (
            <Button variant="ghost" size="sm" isIconOnly onPress={() => setUnlocking(door)} aria-label={`Unlock ${door.name}`}>
              <Icon name="lock" size={16} />
            </Button>
          )}
          {canViewDiagnostics && (
            <LinkButton
              variant="ghost"
              size="sm"
              isIconOnly
              href={diagnosticsHref(door)}
              aria-label={`Diagnostics of ${door.name}`}
            >
              <Icon name="diagnostics" size={16} />
            </LinkButton>
          )}
          {canEdit && (
            <LinkButton variant="ghost" size="sm" isIconOnly href={editHref(door)} aria-label={`Edit ${door.name}`}>
              <Icon name="edit" size={16} />
            </LinkButton>
          )}
        </span>
      ),
    });
  }

  return (
    <>
      <DataTable
        aria-label="Doors"
        loadingLabel="Loading doors"
        isLoading={isLoading}
        columns={columns}
        rows={error ? [] : rows}
        rowKey={(door) => door.id}
        emptyState={
          error ? (
            <EmptyState
              title={doorsFailedToLoad}
              description={error}
              action={onRetry && <Button onPress={onRetry}>Try again</Button>}
            />
          ) : (
            <EmptyState title={noDoorsAdded} action={emptyAction} />
          )
        }
      />
      {statusRequest && (
        <DoorStatusDialog
          doorName={statusRequest.door.name}
          enabled={statusRequest.enabled}
          onClose={() => setStatusRequest(null)}
          onConfirm={(reason) => onStatusChange?.(statusRequest.door, statusRequest.enabled, reason)}
        />
      )}
      {unlocking && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setUnlocking(null)}
          title={unlockTheDoor}
          message={`${unlocking.name} unlocks at once.`}
          confirmLabel="Unlock"
          onConfirm={async () => {
            await onUnlock?.(unlocking);
          }}
        />
      )}
    </>
  );
}

/** The door's name over its type. */
function doorCell(door: DoorRow) {
  return (
    <span className={stacked}>
      <span className={wraps}>{door.name}</span>
      <span className={secondaryText}>{doorType.label(door.doorType)}</span>
    </span>
  );
}

/** The lock's type by its short label over which lock: the NB or BLE lock's name, or the PLC output's number. */
function lockCell(door: DoorRow) {
  const which = door.localAccessKeyName ?? door.localAccessKey;
  return (
    <span className={stacked}>
      <span className={nowrap}>{lockTypeChoice.label(door.lockType)}</span>
      {which && <span className={cx(secondaryText, wraps)}>{which}</span>}
    </span>
  );
}

/** The lock device's status over its signal and battery on one line, and when it last reported beneath. */
function deviceCell(door: DoorRow) {
  const lastHeartBeat = formatDateTime(door.lastHeartBeat);
  return (
    <span className={device}>
      <DoorStatusBadge deviceStatus={door.deviceStatus} lockType={door.lockType} />
      <span className={deviceReadings}>
        <span>
          <span className={visuallyHidden}>Signal </span>
          <SignalStrength value={door.deviceSignalStrengh} />
        </span>
        <span>
          <span className={visuallyHidden}>Battery </span>
          <BatteryLevel percent={door.deviceBatteryLevel} />
        </span>
      </span>
      <span className={heartbeat}>
        <span className={visuallyHidden}>Last heartbeat </span>
        {lastHeartBeat ? (
          <time dateTime={door.lastHeartBeat ?? undefined}>{lastHeartBeat}</time>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className={visuallyHidden}>unknown</span>
          </>
        )}
      </span>
    </span>
  );
}

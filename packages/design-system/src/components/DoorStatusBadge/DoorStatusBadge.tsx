import { deviceStatus as deviceStatuses, type DeviceStatus, type LockType } from '@velo/domain';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';

/** A PLC lock (domain `lockType` 1) is wired to the locker itself: it has no device to report a status. */
const plcLock = 1 satisfies LockType;

const tones: Record<DeviceStatus, BadgeTone> = { ONLINE: 'success', OFFLINE: 'danger' };

export interface DoorStatusBadgeProps {
  /** The lock device's status as the server sends it: `ONLINE`, `OFFLINE`, or null when none was reported. */
  deviceStatus: string | null;
  /** The door's lock type (domain `lockType`). */
  lockType: number;
  className?: string;
}

/**
 * A door's device status: Online or Offline with a dot, Unavailable when none was reported, a value outside
 * the set as it came; a dash for PLC locks, which have no device.
 */
export function DoorStatusBadge({ deviceStatus: status, lockType: lock, className }: DoorStatusBadgeProps) {
  if (lock === plcLock) {
    return (
      <span className={className}>
        <span aria-hidden="true">—</span>
        <span className={visuallyHidden}>No device status for PLC locks</span>
      </span>
    );
  }
  if (!status) {
    return (
      <Badge tone="neutral" className={className}>
        Unavailable
      </Badge>
    );
  }
  const known = deviceStatuses.has(status);
  return (
    <Badge tone={known ? tones[status] : 'neutral'} dot={known} className={className}>
      {deviceStatuses.label(status)}
    </Badge>
  );
}

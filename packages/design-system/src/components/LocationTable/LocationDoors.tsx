import { doorType, formatDateTime, lockType } from '@velo/domain';
import { BatteryLevel } from '../BatteryLevel/BatteryLevel.tsx';
import { DoorStatusBadge } from '../DoorStatusBadge/DoorStatusBadge.tsx';
import { doorTable, doorsEmpty, numeric } from './LocationTable.css.ts';

/** What the locations list shows of a door when its location's row is expanded. */
export interface LocationDoorRow {
  id: number;
  name: string;
  isActive: boolean;
  /** The enabled flag. */
  status: boolean;
  doorType: number;
  lockType: number;
  localAccessKey: string | null;
  deviceStatus: string | null;
  deviceBatteryLevel: number | null;
  lastHeartBeat: string | null;
}

/** The door details of an expanded location row. */
export function LocationDoors({ locationName, doors }: { locationName: string; doors: readonly LocationDoorRow[] }) {
  if (doors.length === 0) return <p className={doorsEmpty}>No doors added to this location</p>;
  return (
    <table className={doorTable}>
      <caption>Doors of {locationName}</caption>
      <thead>
        <tr>
          <th scope="col">Door</th>
          <th scope="col">Type</th>
          <th scope="col">Lock</th>
          <th scope="col">Access key</th>
          <th scope="col">Enabled</th>
          <th scope="col">Device</th>
          <th scope="col" className={numeric}>
            Battery
          </th>
          <th scope="col">Last heartbeat</th>
        </tr>
      </thead>
      <tbody>
        {doors.map((door) => (
          <tr key={door.id}>
            <th scope="row">{door.name}</th>
            <td>{doorType.label(door.doorType)}</td>
            <td>{lockType.label(door.lockType)}</td>
            <td>{door.localAccessKey ?? '—'}</td>
            <td>{door.status ? 'Yes' : 'No'}</td>
            <td>
              <DoorStatusBadge deviceStatus={door.deviceStatus} lockType={door.lockType} />
            </td>
            <td className={numeric}>
              <BatteryLevel percent={door.deviceBatteryLevel} />
            </td>
            <td>{formatDateTime(door.lastHeartBeat) || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useState } from 'react';
import { Link } from 'react-aria-components';
import { doorAttentionReasonText, type DoorAttentionReasonName } from '@velo/domain';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './DoorAttentionList.css.ts';

/** A door that needs attention, as the server's door health answers it (worst first). */
export interface DoorAttentionRow {
  doorId: number;
  doorName: string;
  locationId: number;
  locationName: string;
  reliability: number | null;
  batteryLevel: number | null;
  batteryDaysLeft: number | null;
  lastHeartBeat: string | null;
  /** Worst first. */
  reasons: readonly DoorAttentionReasonName[];
}

export interface DoorAttentionListProps<Door extends DoorAttentionRow = DoorAttentionRow> {
  doors: readonly Door[];
  /** Where a door's name leads, e.g. its diagnostics. */
  doorHref(door: Door): string;
  emptyText?: string;
  /** The time the offline durations count to; now by default (stories fix it). */
  now?: Date;
  /** Shows the first this many, with a button for the rest; all by default. */
  initialCount?: number;
}

// A door that cannot be opened, or soon will not, is danger; one that works badly or will stop in days a warning.
const toneOf: Record<DoorAttentionReasonName, BadgeTone> = {
  offline: 'danger',
  lowBattery: 'danger',
  lowReliability: 'warning',
  batteryRunningOut: 'warning',
};

/**
 * The doors that need attention, in the order given: each door's name links to `doorHref`, its
 * location under it, and why as badges whose words carry the figure ("Offline for 3 h",
 * "Battery 12 %", "Battery empty in ~9 days", "Reliability 64 %"), never colour alone. With
 * `initialCount`, the first doors only and a "Show all N doors" button (the worst are first).
 */
export function DoorAttentionList<Door extends DoorAttentionRow>({
  doors,
  doorHref,
  emptyText = 'All doors are healthy.',
  now = new Date(),
  initialCount,
}: DoorAttentionListProps<Door>) {
  const [showAll, setShowAll] = useState(false);
  if (doors.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const folds = initialCount !== undefined && doors.length > initialCount;
  const shown = folds && !showAll ? doors.slice(0, initialCount) : doors;
  return (
    <div className={styles.container}>
      <ul className={styles.list}>
        {shown.map((door) => (
          <li key={door.doorId} className={styles.row}>
            <div className={styles.names}>
              <Link href={doorHref(door)} className={styles.doorLink}>
                {door.doorName}
              </Link>
              <span className={styles.locationName}>{door.locationName}</span>
            </div>
            <ul className={styles.reasons} aria-label={`Why ${door.doorName} needs attention`}>
              {door.reasons.map((reason) => (
                <li key={reason}>
                  <Badge tone={toneOf[reason]} dot>
                    {doorAttentionReasonText(reason, door, now)}
                  </Badge>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {folds && (
        <Button variant="secondary" size="sm" onPress={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${doors.length} doors`}
        </Button>
      )}
    </div>
  );
}

import type { DashboardRequest, DoorAttention } from '@velo/api-client';
import { DashboardCard, DoorAttentionList } from '@velo/design-system';
import { useLinkTo } from '../../access/useLinkTo.tsx';
import { useDoorsNeedingAttention } from '../../data/doorHealth.ts';
import { cardState } from './cardState.ts';

/** The worst doors the card shows before "Show all": the rest of the 50 the server answers wait behind it. */
const shownAtFirst = 8;

export interface DoorsNeedingAttentionProps {
  /** The dashboard's request: its period bounds the reliability; its client and location the doors. */
  request: DashboardRequest;
}

/**
 * Home's door health: the doors of the dashboard's filter that are offline, low on battery, running
 * out of it or unreliable over the period, worst first. An admin follows a door to its diagnostics;
 * a client administrator, who has no diagnostics, to the door's location.
 */
export function DoorsNeedingAttention({ request }: DoorsNeedingAttentionProps) {
  const doors = useDoorsNeedingAttention(request);
  const diagnosticsLink = useLinkTo()('/diagnostic/:id/show');
  const doorHref = (door: DoorAttention) => diagnosticsLink?.(door.doorId) ?? `/locations/${door.locationId}`;
  return (
    <DashboardCard
      title="Doors that need attention"
      description="Offline for over an hour, battery at 20 % or less or empty within 14 days, or under 80 % reliable over the period."
      {...cardState(doors)}
    >
      <DoorAttentionList doors={doors.data ?? []} doorHref={doorHref} initialCount={shownAtFirst} />
    </DashboardCard>
  );
}

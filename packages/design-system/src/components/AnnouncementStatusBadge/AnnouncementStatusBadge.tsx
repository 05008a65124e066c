import type { AnnouncementState } from '@velo/domain';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';

const tones: Record<AnnouncementState, BadgeTone> = { Draft: 'neutral', Published: 'success', Scheduled: 'info' };

export interface AnnouncementStatusBadgeProps {
  /** Domain's `announcementState` of the announcement, now. */
  state: AnnouncementState;
  className?: string;
}

/** An announcement's state: Draft (not published), Published, or Scheduled (published, its time to come). */
export function AnnouncementStatusBadge({ state, className }: AnnouncementStatusBadgeProps) {
  return (
    <Badge tone={tones[state]} dot className={className}>
      {state}
    </Badge>
  );
}

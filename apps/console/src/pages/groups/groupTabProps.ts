import type { GroupDetails } from '@velo/api-client';

// Apart from the tab table, so that no tab imports the table that loads it.
/** What the group page gives each of its tabs. */
export interface GroupTabProps {
  group: GroupDetails;
}

import type { Location } from '@velo/api-client';

/** What the location page gives each of its tabs; in a module of its own, so no tab imports the table that loads it. */
export interface LocationTabProps {
  location: Location;
}

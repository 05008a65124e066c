import type { User } from '@velo/api-client';

/** What the user page gives each of its tabs; in a module of its own, so no tab imports the table that loads it. */
export interface UserTabProps {
  user: User;
}

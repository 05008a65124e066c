import type { Permission } from '@velo/domain';
import { routeAt } from '../routing/routeAt.ts';
import type { Can } from './useCan.ts';

/** An entry of the console's screen table as access sees it: its address, what it needs, and a section's screens. */
export interface Screen {
  path?: string;
  needs?: Permission;
  /** A section's own table, below the entry's address. */
  screens?: readonly Screen[];
}

/**
 * Whether the page at `href` (an address, or a pattern such as `/orders/:id/show`) opens for a user with `can`,
 * rather than the access-denied view: what each entry of the table on the way there needs, as its gate checks it.
 */
export function canOpen(screens: readonly Screen[], can: Can, href: string): boolean {
  const found = routeAt(screens, href.split('?')[0] ?? '');
  if (!found) return false;
  if (found.route.needs && !can(found.route.needs)) return false;
  return found.route.screens ? canOpen(found.route.screens, can, found.rest) : true;
}

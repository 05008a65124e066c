import type { Permission } from '@velo/domain';
import type { Can } from '../access/useCan.ts';
import { routeAt } from './routeAt.ts';

/** Who is signed in and the address's query: what a page's first calls depend on. */
export interface PageDataContext {
  can: Can;
  query: URLSearchParams;
}

/** A page module's optional export: starts the calls the page first draws with (its `useApi` then takes their answers). */
export type FetchDataAhead = (context: PageDataContext) => void;

/**
 * A route table's entry whose page loads on demand; its module may export `subpages`, the table below its address,
 * and `fetchDataAhead`.
 */
export interface LoadableRoute {
  path?: string;
  needs?: Permission;
  page: { load(): Promise<{ default: unknown; subpages?: readonly LoadableRoute[]; fetchDataAhead?: FetchDataAhead }> };
}

/**
 * Fetches the code of the page at `pathname`, and of the subpage (a section's page, a record's tab) the rest of it
 * names. Given who is signed in, it also starts the calls of each page that user may see, so they do not wait for
 * the frame to draw first.
 */
export async function loadPageAt(routes: readonly LoadableRoute[], pathname: string, signedIn?: PageDataContext): Promise<void> {
  const found = routeAt(routes, pathname);
  if (!found) return;
  const { subpages, fetchDataAhead } = await found.route.page.load();
  if (signedIn && (!found.route.needs || signedIn.can(found.route.needs))) fetchDataAhead?.(signedIn);
  if (subpages) await loadPageAt(subpages, found.rest, signedIn);
}

import { routeAt } from './routeAt.ts';

/** A route table's entry whose page loads on demand; its module may export `subpages`, the table below its address. */
export interface LoadableRoute {
  path?: string;
  page: { load(): Promise<{ default: unknown; subpages?: readonly LoadableRoute[] }> };
}

/** Fetches the code of the page at `pathname`, and of the subpage (a section's page, a record's tab) the rest of it names. */
export async function loadPageAt(routes: readonly LoadableRoute[], pathname: string): Promise<void> {
  const found = routeAt(routes, pathname);
  if (!found) return;
  const { subpages } = await found.route.page.load();
  if (subpages) await loadPageAt(subpages, found.rest);
}

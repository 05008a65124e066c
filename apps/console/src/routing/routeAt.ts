import { matchPath } from 'react-router';

/** An entry of a route table: its path below the table's root ('' or undefined for the root itself). */
interface Route {
  path?: string;
}

/** The entry of `routes` for `pathname` (relative to the table's root), and the rest a `/*` entry leaves to its own routes. */
export function routeAt<R extends Route>(routes: readonly R[], pathname: string): { route: R; rest: string } | undefined {
  for (const route of routes) {
    const match = matchPath({ path: `/${route.path ?? ''}`, end: true }, pathname);
    if (match) return { route, rest: `/${match.params['*'] ?? ''}` };
  }
  return undefined;
}

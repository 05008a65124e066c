// The console's routes live in the address's hash (`#/locations?showAll=1`).

/** The path and query of the hash route, e.g. `/login?from=%2Flocations`. */
export const hashRoute = () => window.location.hash.replace(/^#/, '') || '/';

/** The path alone, without the query. */
export const hashPath = () => hashRoute().split('?')[0]!;

/**
 * Replaces the address with another hash route through `location` itself: unlike the router's history calls,
 * that fires `hashchange`, which is how main.tsx hears that the other app (public or console) must take over.
 */
export const replaceHashRoute = (route: string) => window.location.replace(`#${route}`);

/** The pages anyone may open, without signing in and without the console's frame. */
const publicPaths = ['/login', '/reset-password', '/terms&conditions'];

/** A location's invitation, `/invite/{code}`. */
export const invitePathPrefix = '/invite/';

export const isPublicPath = (path: string) => publicPaths.includes(path) || path.startsWith(invitePathPrefix);

/** The sign-in page, told to come back to `from` once signed in when that is a console page other than Home. */
export function signInRoute(from?: string): string {
  const comesBack = from && from !== '/' && !isPublicPath(from.split('?')[0]!);
  return comesBack ? `/login?from=${encodeURIComponent(from)}` : '/login';
}

/** The console path a sign-in came from: only a path of this console, never another address. */
export function returnPath(route: string): string {
  const from = new URLSearchParams(route.split('?')[1] ?? '').get('from');
  return from?.startsWith('/') && !from.startsWith('//') && !isPublicPath(from.split('?')[0]!) ? from : '/';
}

/** An address with a scheme (`https:`, `mailto:`) leaves the console: the router must not make it a hash route. */
export const leavesTheConsole = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

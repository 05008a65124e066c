import type { FastifyInstance, RouteOptions } from 'fastify';
import { isAccess, type Access } from './access.ts';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access, as registered. */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

export const isApiPath = (url: string) => url.toLowerCase().startsWith('/api/');

/**
 * Makes an undeclared API route impossible: any route under `/api/` registered without an access
 * declaration (say, a plain `app.get` in a service) fails the registration, and so the start-up.
 * The declared ones are kept on `app.declaredRoutes`. Call before registering the services.
 */
export function requireDeclaredAccess(app: FastifyInstance): void {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiPath(route.url)) return;
    const methods = [route.method].flat();
    const access = (route.config as { access?: unknown } | undefined)?.access;
    if (!isAccess(access)) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access: register it with routes.add(endpoint, { access }, handler)`,
      );
    }
    for (const method of methods) declared.push({ method, url: route.url, access });
  });
}

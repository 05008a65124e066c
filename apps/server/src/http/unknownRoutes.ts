import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError, notFound } from './errors.ts';

const isExactPath = (url: string) => !url.includes('*') && !url.includes(':');

/**
 * Answers a request no route takes: 405 with an `Allow` header naming the methods its path takes
 * (paths matched whatever their case, as the router does), or 404 when no route has the path at
 * all. Both in the error envelope. Call before registering the routes.
 */
export function answerUnknownRoutes(app: FastifyInstance): void {
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isExactPath(route.url)) return;
    const path = route.url.toLowerCase();
    const methods = methodsByPath.get(path) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByPath.set(path, methods);
  });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const methods = methodsByPath.get(path.toLowerCase());
    if (!methods) throw notFound(`There is no ${request.method} ${path}.`);
    const allowed = [...methods].sort().join(', ');
    reply.header('allow', allowed);
    throw new AppError(405, 'Request.MethodNotAllowed', { message: `${path} takes ${allowed}, not ${request.method}.` });
  });
}

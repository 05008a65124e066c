import type { FastifyInstance } from 'fastify';
import { isApiPath } from './declaredRoutes.ts';

/**
 * API calls wait for `ready` (the demo seed, running while the server listens) before anything else
 * is done with them; the console's files are served at once. Once it has settled, calls go straight on.
 */
export function apiWaitsFor(app: FastifyInstance, ready: Promise<unknown>): void {
  let settled = false;
  const markSettled = () => (settled = true);
  ready.then(markSettled, markSettled);
  app.addHook('onRequest', (request, _reply, done) => {
    if (settled || !isApiPath(request.url)) done();
    else
      ready.then(
        () => done(),
        (error: Error) => done(error),
      );
  });
}

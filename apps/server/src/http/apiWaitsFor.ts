import type { FastifyInstance } from 'fastify';

/**
 * API calls wait for `ready` (the demo seed, running while the server listens) before anything else
 * is done with them; the console's files are served at once. Once it has settled, calls go straight on.
 */
export function apiWaitsFor(app: FastifyInstance, ready: Promise<unknown>): void {
  let settled = false;
  const done = () => (settled = true);
  ready.then(done, done);
  app.addHook('onRequest', async (request) => {
    if (!settled && request.url.toLowerCase().startsWith('/api/')) await ready;
  });
}

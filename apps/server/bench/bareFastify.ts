import Fastify from 'fastify';
import { runStatements, type Statement } from './bareHandler.ts';
import type { RawQuery } from './throwawayDatabase.ts';

/**
 * The framework's floor: Fastify with nothing registered, answering `POST /<name>` (its JSON body
 * parsed, as the endpoint's is) with the last of that request's statements' rows. Between the bare
 * handler and the endpoint, it shows what Fastify alone costs a call, before the app's own work:
 * authentication, validation, the statement's building, compression.
 */
export async function startBareFastify(raw: RawQuery, statements: ReadonlyMap<string, readonly Statement[]>) {
  const app = Fastify({ logger: false });
  app.post<{ Params: { name: string } }>('/:name', async (request, reply) => {
    const sequence = statements.get(request.params.name);
    if (!sequence) return reply.code(404).send();
    return runStatements(raw, sequence);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

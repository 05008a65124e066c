import Fastify from 'fastify';
import { z } from 'zod/mini';
import { endpoint } from '@velo/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAccess } from './access.ts';
import { contractRoutes } from './contractRoutes.ts';
import { handleError } from './errorHandler.ts';

// A public endpoint whose handler answers whatever the test asks it to.
const countAnswer = endpoint({
  method: 'POST',
  path: '/api/services/app/Test/Count',
  auth: false,
  body: z.strictObject({ answer: z.unknown() }),
  result: z.strictObject({ items: z.array(z.strictObject({ id: z.number().check(z.int()) })), totalCount: z.number() }),
});

const app = Fastify({ logger: false });
beforeAll(async () => {
  app.setErrorHandler(handleError);
  contractRoutes(app, () => Promise.reject(new Error('no caller is asked for on a public route'))).add(
    countAnswer,
    { access: publicAccess },
    async ({ body }) => body.answer as z.input<typeof countAnswer.result>,
  );
  await app.ready();
});
afterAll(() => app.close());

const answering = (answer: unknown) => app.inject({ method: 'POST', url: countAnswer.path, payload: { answer } });

describe("a route's answer", () => {
  it('goes out in the envelope when it meets the contract', async () => {
    const response = await answering({ items: [{ id: 1 }], totalCount: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, result: { items: [{ id: 1 }], totalCount: 1 } });
  });

  it.each([
    ['an id that is not an integer', { items: [{ id: 1.5 }], totalCount: 1 }],
    ['a field the contract does not have, in an item', { items: [{ id: 1, secret: 'x' }], totalCount: 1 }],
    ['a missing total', { items: [] }],
  ])('is never sent when it breaks the contract: %s (a server bug, 500)', async (_, answer) => {
    const response = await answering(answer);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'Server.Internal' } });
    expect(response.body).not.toContain('secret');
  });
});

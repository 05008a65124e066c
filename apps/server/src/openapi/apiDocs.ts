import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@velo/api-client/contract';
import { publicAccess } from '../http/access.ts';
import { serverRepoRoot } from '../repoRoot.ts';
import { contractEndpoints, isDemoOnly } from './contractEndpoints.ts';
import { docsPage } from './docsPage.ts';
import { openApiDocument } from './openApiDocument.ts';

export const docsPaths = {
  page: '/api/docs',
  document: '/api/docs/openapi.json',
  stylesheet: '/api/docs/docs.css',
} as const;

/** Whether a registered route is one of the docs' own (they document the contract, not themselves). */
export const isDocsRoute = (url: string) => Object.values<string>(docsPaths).includes(url.toLowerCase());

interface Served {
  body: string;
  type: string;
  etag: string;
}

const served = (body: string, type: string): Served => ({
  body,
  type,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

// The same for every caller and unchanged until the server is: cached, but asked for again each time
// (a 304 when unchanged), so a new release shows at once.
async function answer(request: FastifyRequest, reply: FastifyReply, { body, type, etag }: Served) {
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * The API's documentation, public: the OpenAPI 3.1 document of the contract's endpoints this server
 * serves (the demo's own only with the demo flag), each with the access its route declares, and a
 * page to read it. Built once the app is ready, when every route has been declared.
 */
export async function apiDocs(app: FastifyInstance, { demo }: { demo: boolean }) {
  const version = (
    JSON.parse(readFileSync(join(serverRepoRoot, 'packages/api-client/package.json'), 'utf8')) as { version: string }
  ).version;
  const stylesheet = served(readFileSync(new URL('./docs.css', import.meta.url), 'utf8'), 'text/css; charset=utf-8');
  let document: Served | undefined;
  let page: Served | undefined;

  app.addHook('onReady', async () => {
    const declared = new Map(app.declaredRoutes.map((route) => [`${route.method} ${route.url}`, route.access]));
    const openApi = openApiDocument({
      endpoints: contractEndpoints.filter((endpoint) => demo || !isDemoOnly(endpoint)),
      accessOf: (endpoint: Endpoint) => declared.get(`${endpoint.method} ${endpoint.path}`),
      version,
    });
    document = served(JSON.stringify(openApi), 'application/json; charset=utf-8');
    page = served(
      docsPage(openApi, { stylesheet: docsPaths.stylesheet, document: docsPaths.document }),
      'text/html; charset=utf-8',
    );
  });

  const config = { access: publicAccess };
  app.get(docsPaths.page, { config }, (request, reply) => answer(request, reply, page!));
  app.get(docsPaths.document, { config }, (request, reply) => answer(request, reply, document!));
  app.get(docsPaths.stylesheet, { config }, (request, reply) => answer(request, reply, stylesheet));
}

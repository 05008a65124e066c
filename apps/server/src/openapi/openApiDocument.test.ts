import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { isApiPath } from '../http/declaredRoutes.ts';
import { request, signIn } from '../testing/requests.ts';
import { useTestApp } from '../testing/testApp.ts';
import { testConfig } from '../testing/testConfig.ts';
import { docsPaths, isDocsRoute } from './apiDocs.ts';
import { errorEnvelopeSchema, successEnvelopeSchema } from './envelopeSchemas.ts';
import type { SchemaObject } from './jsonSchemas.ts';
import type { OpenApiDocument } from './openApiDocument.ts';

const t = useTestApp();

let document: OpenApiDocument;
beforeAll(async () => {
  document = (await t.app.inject({ method: 'GET', url: docsPaths.document })).json();
});

const documentedRoutes = (openApi: OpenApiDocument) =>
  Object.entries(openApi.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

// Every route under /api the app registered (Fastify's onRoute, kept by requireDeclaredAccess), but
// the docs' own three, which document the contract rather than being part of it. There are no HEAD
// twins to leave out: the app registers none (exposeHeadRoutes: false).
const registeredRoutes = (routes: typeof t.app.declaredRoutes) =>
  routes
    .filter((route) => isApiPath(route.url) && !isDocsRoute(route.url))
    .map((route) => `${route.method} ${route.url}`)
    .sort();

const schemaOf = (name: string) => document.components.schemas[name]!;
/** The schema itself, following a `$ref` to a component. */
const deref = (schema: SchemaObject | undefined): SchemaObject =>
  schema?.$ref ? schemaOf(schema.$ref.replace('#/components/schemas/', '')) : schema!;
const bodyOf = (path: string, method: string) =>
  deref(document.paths[path]![method]!.requestBody!.content['application/json'].schema);
const resultOf = (path: string) => {
  const ok = document.paths[path]!.post!.responses['200'] as unknown as {
    content: { 'application/json': { schema: SchemaObject } };
  };
  return deref(ok.content['application/json'].schema.allOf![1]!.properties!.result as SchemaObject);
};

describe('the OpenAPI document', () => {
  it('has every API route the server registers, and nothing the server does not serve', () => {
    const registered = registeredRoutes(t.app.declaredRoutes);
    const documented = documentedRoutes(document);
    expect(registered.length).toBeGreaterThan(100);
    expect(
      registered.filter((route) => !documented.includes(route)),
      'registered but not documented',
    ).toEqual([]);
    expect(
      documented.filter((route) => !registered.includes(route)),
      'documented but not registered',
    ).toEqual([]);
  });

  it("states each route's declared access", () => {
    for (const route of t.app.declaredRoutes.filter((declared) => !isDocsRoute(declared.url))) {
      const operation = document.paths[route.url]![route.method.toLowerCase()]!;
      expect(operation['x-access'], route.url).toBe(route.access.kind);
      expect(operation['x-permission'], route.url).toEqual(route.access.kind === 'allowed' ? route.access.permission : undefined);
      expect(operation.security, route.url).toEqual(route.access.kind === 'public' ? [] : [{ bearer: [] }]);
    }
    expect(document.paths['/api/services/app/Location/Activate']!.post!.description).toContain('permission "activate location"');
  });

  it('is valid OpenAPI 3.1, every $ref resolving', async () => {
    const validation = await new Validator().validate(document as never);
    expect(validation.errors).toBeUndefined();
    expect(validation.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it("describes a request body as the contract's input: Location/Activate needs id and isActive", () => {
    const body = bodyOf('/api/services/app/Location/Activate', 'post');
    expect(body.required).toEqual(expect.arrayContaining(['id', 'isActive']));
    expect(body.properties!.isActive).toEqual({ type: 'boolean' });
    expect(body.additionalProperties).toBe(false);
  });

  it("describes a list: a list request in (its filterRule the list's own recursive FilterRule), a page of items and a total out", () => {
    const listBody = bodyOf('/api/services/app/Location/GetList', 'post');
    expect(listBody.required ?? []).not.toContain('maxResultCount'); // defaulted: optional to send
    const ownFilterRule = '#/components/schemas/Location.GetList.FilterRule';
    expect(JSON.stringify(listBody.properties!.filterRule)).toContain(ownFilterRule);
    expect(JSON.stringify(schemaOf('Location.GetList.FilterRule'))).toContain(ownFilterRule);

    const page = resultOf('/api/services/app/Location/GetList');
    expect(page.required).toEqual(expect.arrayContaining(['items', 'totalCount']));
    expect(page.properties!.items).toMatchObject({ type: 'array' });
    expect(deref((page.properties!.items as SchemaObject).items as SchemaObject).required).toEqual(
      expect.arrayContaining(['id', 'name', 'isActive']),
    );
    expect(page.properties!.totalCount).toMatchObject({ type: 'integer', minimum: 0 });
  });

  it('describes query parameters as they are sent, and the errors in the error envelope', () => {
    const get = document.paths['/api/services/app/Location/Get']!.get!;
    expect(get.parameters).toEqual([
      { name: 'id', in: 'query', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
    ]);
    expect(Object.keys(get.responses)).toEqual(['200', '400', '401', '403', '404', '500']);
    expect(document.components.responses.Forbidden!.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
    expect(schemaOf('ErrorEnvelope').properties!.error).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['code', 'message']),
    });
  });

  it('types every id parameter as the server takes it: an integer from 1 to 2,147,483,647', () => {
    const idParameters = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) => /id$/i.test(parameter.name));
    expect(idParameters.length).toBeGreaterThanOrEqual(30);
    for (const { name, schema } of idParameters) {
      expect(schema, name).toMatchObject({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    }
  });

  it('documents Unused as the server takes it: true or false, in any case', async () => {
    const unusedParameters = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) => parameter.name === 'Unused');
    expect(unusedParameters).toHaveLength(3);
    const { schema } = unusedParameters[0]!;
    for (const parameter of unusedParameters) expect(parameter.schema).toEqual(schema);
    expect(schema).toMatchObject({ type: 'string', description: expect.stringContaining('any case') });

    const documented = new RegExp(schema.pattern!, 'u');
    const { accessToken } = await signIn(t.app, 'admin');
    for (const value of ['true', 'FALSE', 'tRuE', 'fAlSe', 'yes', '1', 'true ', ' false', 'truefalse', '']) {
      const answer = await request(t.app, {
        method: 'GET',
        url: `/api/services/app/door/GetNBLocks?Unused=${encodeURIComponent(value)}`,
        token: accessToken,
      });
      expect(answer.status, JSON.stringify(value)).toBe(documented.test(value) ? 200 : 400);
    }
  });

  it('documents the 401 of a public call that refuses an ended session: RefreshToken', async () => {
    const refresh = document.paths['/api/TokenAuth/RefreshToken']!.post!;
    expect(Object.keys(refresh.responses)).toEqual(['200', '400', '401', '404', '429', '500']);
    const used = await request(t.app, { method: 'POST', url: '/api/TokenAuth/RefreshToken?refreshToken=no-such-token' });
    expect(used.status).toBe(401);
    expect(Object.keys(document.paths['/api/TokenAuth/Authenticate']!.post!.responses)).not.toContain('401');
  });

  it('has envelopes that are what the server really answers', async () => {
    const refused = await request(t.app, { method: 'GET', url: '/api/services/app/Location/Get?id=1' });
    expect(refused.status).toBe(401);
    expect(errorEnvelopeSchema.safeParse(refused.envelope).success).toBe(true);
    const published = await request(t.app, { method: 'GET', url: '/api/services/app/Announcement/GetPublishedAnnouncements' });
    expect(published.status).toBe(200);
    expect(successEnvelopeSchema.safeParse(published.envelope).success).toBe(true);
  });
});

describe('without the demo flag', () => {
  it("leaves out the demo's own routes, as the server does", async () => {
    const app = await buildApp({ db: t.db, config: testConfig({ demo: false }), logger: false });
    try {
      await app.ready();
      const openApi: OpenApiDocument = (await app.inject({ method: 'GET', url: docsPaths.document })).json();
      expect(documentedRoutes(openApi)).toEqual(registeredRoutes(app.declaredRoutes));
      expect(documentedRoutes(openApi).filter((route) => route.includes('/api/dev/'))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

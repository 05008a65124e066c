import * as contract from '@velo/api-client/contract';
import type { Endpoint } from '@velo/api-client/contract';
import { errorMessages, type ErrorCode } from '@velo/domain';
import type { z } from 'zod/mini';
import type { Access } from '../http/access.ts';
import { isDemoOnly, operationName, serviceOf } from './contractEndpoints.ts';
import { errorEnvelopeSchema, successEnvelopeSchema } from './envelopeSchemas.ts';
import { componentRef, convertSchemas, type SchemaObject } from './jsonSchemas.ts';
import { isListRequest, listRequestSchemas } from './listRequestSchemas.ts';
import { reachableSchemas } from './reachableSchemas.ts';

export interface Parameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: SchemaObject;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: SchemaObject } } };
  responses: Record<string, { $ref: string } | { description: string; content: Record<string, { schema: SchemaObject }> }>;
  security: Array<Record<string, string[]>>;
  /** Who may call it, as the server declares the route: `public`, `signedIn` or `allowed`. */
  'x-access': Access['kind'] | 'undeclared';
  /** For `allowed`: the action and resource domain's `can` is asked about. */
  'x-permission'?: readonly [string, string];
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses: Record<
      string,
      { description: string; content: { 'application/json': { schema: SchemaObject; example: unknown } } }
    >;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
  };
}

export interface DocumentInput {
  endpoints: readonly Endpoint[];
  /** The access the server declared for the endpoint's route; undefined when no route serves it. */
  accessOf: (endpoint: Endpoint) => Access | undefined;
  version: string;
}

const errorResponses = {
  RequestNotValid: [
    400,
    'Request.NotValid',
    'The query or body fails its schema (`validationErrors` names each field), or a business rule refuses it (its own stable `code`).',
  ],
  NotSignedIn: [
    401,
    'Auth.NotSignedIn',
    'No bearer token, or one that no longer works (`Auth.SessionEnded`). Checked before the request is read.',
  ],
  Forbidden: [403, 'Auth.Forbidden', "The caller's role does not have the permission this route declares."],
  NotFound: [404, 'Request.NotFound', "The record named does not exist, or is not the caller's to see."],
  Stale: [409, 'Record.Stale', 'The record changed since it was read: its `concurrencyStamp` is not the one sent.'],
  TooMany: [429, 'Request.TooMany', 'Too many calls without signing in from this address; wait and try again.'],
  ServerError: [500, 'Server.Internal', 'A fault on the server; it is logged.'],
} as const satisfies Record<string, readonly [number, ErrorCode, string]>;
type ErrorResponse = keyof typeof errorResponses;

const description = `The Velo back-office API, generated from the Zod contract both the console and this server use.

Every answer is wrapped in the ASP.NET Boilerplate envelope \`{ result, targetUrl, success, error, unAuthorizedRequest, __abp }\`:
\`success\` is true and \`result\` holds the operation's answer, or \`success\` is false and \`error\` holds a stable \`code\`,
a \`message\`, \`details\` and \`validationErrors\`. Sign in with \`POST /api/TokenAuth/Authenticate\` and send its
\`accessToken\` as \`Authorization: Bearer …\`. Paths are matched case-insensitively.`;

const envelopeResponse = (result: string) => ({
  description: 'Done: the envelope with `success: true` and this operation’s `result`.',
  content: {
    'application/json': {
      schema: { allOf: [{ $ref: componentRef('SuccessEnvelope') }, { properties: { result: { $ref: componentRef(result) } } }] },
    },
  },
});

/** A file endpoint's success: the bytes, in one of the content types its result names (errors are envelopes). */
function fileResponse(endpoint: Endpoint) {
  const { contentType } = (endpoint.result as typeof contract.imageFile).shape;
  return {
    description: 'Done: the file’s bytes, as a download, with the content type read from them.',
    content: Object.fromEntries(contentType.options.map((type) => [type, { schema: { contentMediaType: type } }])),
  };
}

/** The OpenAPI 3.1 document of the given contract endpoints, each with the access its route declares. */
export function openApiDocument({ endpoints, accessOf, version }: DocumentInput): OpenApiDocument {
  const answers = new SchemaNames({ SuccessEnvelope: successEnvelopeSchema, ErrorEnvelope: errorEnvelopeSchema });
  const requests = new SchemaNames({}, answers);
  const refs = new Map<Endpoint, { query?: string; body?: string; result: string }>();
  // Answers first: a request schema takes `Input` when its name is an answer's.
  // A file's answer is its bytes, described by its content types rather than a schema.
  const results = new Map(
    endpoints.map((endpoint) => [
      endpoint,
      endpoint.file ? '' : answers.nameOf(endpoint.result, `${operationName(endpoint)}.Result`),
    ]),
  );
  for (const endpoint of endpoints) {
    const name = operationName(endpoint);
    refs.set(endpoint, {
      result: results.get(endpoint)!,
      ...(endpoint.body ? { body: requests.nameOf(endpoint.body, `${name}.Body`) } : {}),
      ...(endpoint.query ? { query: requests.nameOf(endpoint.query, `${name}.Query`) } : {}),
    });
  }
  const answerSchemas = convertSchemas(answers.schemas, 'output');
  const requestSchemas = withListRequests(endpoints, refs, convertSchemas(requests.schemas, 'input'));
  const tagOf = tagNames(endpoints);

  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    const name = operationName(endpoint);
    const access = accessOf(endpoint);
    const ref = refs.get(endpoint)!;
    const body = ref.body ? requestSchemas[ref.body] : undefined;
    const operation: Operation = {
      operationId: name,
      summary: name.replace('.', ' › '),
      description: accessText(access, endpoint),
      tags: [tagOf(endpoint)],
      ...(ref.query ? { parameters: queryParameters(requestSchemas[ref.query]!, name) } : {}),
      ...(ref.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: { $ref: componentRef(ref.body) } } } } }
        : {}),
      responses: {
        '200': endpoint.file ? fileResponse(endpoint) : envelopeResponse(ref.result),
        ...Object.fromEntries(
          errorsOf(access, endpoint, body).map((error) => [
            String(errorResponses[error][0]),
            { $ref: `#/components/responses/${error}` },
          ]),
        ),
      },
      security: access?.kind === 'public' ? [] : [{ bearer: [] }],
      'x-access': access?.kind ?? 'undeclared',
      ...(access?.kind === 'allowed' ? { 'x-permission': access.permission } : {}),
    };
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }

  const responses: OpenApiDocument['components']['responses'] = Object.fromEntries(
    Object.entries(errorResponses).map(([name, [status, code, meaning]]) => [
      name,
      {
        description: `${status}: ${meaning}`,
        content: {
          'application/json': {
            schema: { $ref: componentRef('ErrorEnvelope') },
            example: {
              result: null,
              targetUrl: null,
              success: false,
              error: { code, message: errorMessages[code], details: null, validationErrors: null },
              unAuthorizedRequest: status === 401,
              __abp: true,
            },
          },
        },
      },
    ]),
  );

  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: { title: 'Velo back-office API', version, description },
    tags: [...new Set(endpoints.map(tagOf))].sort().map((tag) => ({ name: tag, description: `The ${tag} application service.` })),
    paths,
    components: {
      // Only what the operations refer to: a query is spelled out as parameters, and a list's shared
      // request and FilterRule give way to its own.
      schemas: reachableSchemas({ paths, responses }, { ...requestSchemas, ...answerSchemas }),
      responses,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `accessToken` answered by `POST /api/TokenAuth/Authenticate` (renewed with `RefreshToken`).',
        },
      },
    },
  };
}

/**
 * The request schemas with each list endpoint's body made its own (`Order.GetList.Body`), naming the
 * fields and sort keys its contract declares; the endpoint's body is referred to under that name. A
 * request that takes a list's `sorting` or `filterRule` without a declared list fails the document.
 */
function withListRequests(
  endpoints: readonly Endpoint[],
  refs: Map<Endpoint, { body?: string }>,
  converted: Record<string, SchemaObject>,
): Record<string, SchemaObject> {
  const schemas = { ...converted };
  for (const endpoint of endpoints) {
    const ref = refs.get(endpoint)!;
    const body = ref.body ? converted[ref.body] : undefined;
    const name = operationName(endpoint);
    if (endpoint.list) {
      if (!body) throw new Error(`${name} declares a list but has no body to take its sorting or filterRule`);
      Object.assign(schemas, listRequestSchemas(name, { body, filterRule: converted.FilterRule! }, endpoint.list));
      ref.body = `${name}.Body`;
    } else if (body && isListRequest(body)) {
      throw new Error(`${name} takes a list's sorting or filterRule: declare its list in the contract (list: listOf(…))`);
    }
  }
  return schemas;
}

function accessText(access: Access | undefined, endpoint: Endpoint): string {
  const demo = isDemoOnly(endpoint) ? ' Served only when the server runs with the demo flag.' : '';
  if (!access) return `No route of this server serves it.${demo}`;
  if (access.kind === 'public') return `Public: no sign-in needed.${demo}`;
  if (access.kind === 'signedIn') return `Any signed-in caller; what it sees is narrowed to its own tenant.${demo}`;
  const [action, resource] = access.permission;
  return `Needs the permission "${action} ${resource}".${demo}`;
}

function errorsOf(access: Access | undefined, endpoint: Endpoint, body: SchemaObject | undefined): ErrorResponse[] {
  const errors: ErrorResponse[] = ['RequestNotValid'];
  if (access?.kind !== 'public' || endpoint.endedSessionRefused) errors.push('NotSignedIn');
  if (access?.kind === 'allowed') errors.push('Forbidden');
  errors.push('NotFound');
  if (body?.properties && 'concurrencyStamp' in body.properties) errors.push('Stale');
  if (access?.kind === 'public') errors.push('TooMany');
  errors.push('ServerError');
  return errors;
}

function queryParameters(schema: SchemaObject, name: string): Parameter[] {
  if (schema.type !== 'object' || !schema.properties) throw new Error(`${name}: a query must be an object of parameters`);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([parameter, parameterSchema]) => ({
    name: parameter,
    in: 'query',
    required: required.has(parameter),
    schema: parameterSchema as SchemaObject,
  }));
}

/** One tag per service, whatever the case its paths spell it in (`Door/…` and `door/GetLocks`): the most used spelling. */
function tagNames(endpoints: readonly Endpoint[]): (endpoint: Endpoint) => string {
  const spellings = new Map<string, Map<string, number>>();
  for (const endpoint of endpoints) {
    const service = serviceOf(endpoint);
    const counts = spellings.get(service.toLowerCase()) ?? new Map<string, number>();
    counts.set(service, (counts.get(service) ?? 0) + 1);
    spellings.set(service.toLowerCase(), counts);
  }
  const chosen = new Map(
    [...spellings].map(([key, counts]) => {
      const [spelling] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
      return [key, spelling.charAt(0).toUpperCase() + spelling.slice(1)];
    }),
  );
  return (endpoint) => chosen.get(serviceOf(endpoint).toLowerCase())!;
}

const isSchema = (value: unknown): value is z.ZodMiniType => typeof value === 'object' && value !== null && '_zod' in value;

/** The contract's exported schemas by their export name: `location` is the component `Location`. */
const exportedNames = new Map(
  Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
    isSchema(value) ? [[value, name.charAt(0).toUpperCase() + name.slice(1)] as const] : [],
  ),
);

/**
 * The component name of each schema an operation sends or answers: its export name when the contract
 * exports it, else the operation's own (`Location.Activate.Body`). One schema, one name, however many
 * operations use it; a name the answers already use gets `Input` on the request side (their shapes
 * differ where a default or a coercion is).
 */
class SchemaNames {
  private readonly names = new Map<z.ZodMiniType, string>();

  constructor(
    readonly schemas: Record<string, z.ZodMiniType>,
    private readonly otherSide?: SchemaNames,
  ) {
    for (const [name, schema] of Object.entries(schemas)) this.names.set(schema, name);
  }

  nameOf(schema: z.ZodMiniType, fallback: string): string {
    const known = this.names.get(schema);
    if (known) return known;
    let name = exportedNames.get(schema) ?? fallback;
    if (this.otherSide && name in this.otherSide.schemas) name = `${name}Input`;
    this.names.set(schema, name);
    this.schemas[name] = schema;
    return name;
  }
}

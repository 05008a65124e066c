import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { endpointName, type Endpoint } from '@velo/api-client/contract';
import type { Authenticator } from '../auth/authenticator.ts';
import type { Caller } from '../auth/caller.ts';
import { successEnvelope } from './envelope.ts';
import { AppError, requestNotValid } from './errors.ts';
import { validationErrorsOf } from './zodIssues.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<E> =
  E extends Endpoint<infer Query, infer Body, z.ZodType>
    ? { query: Parsed<Query>; body: Parsed<Body>; request: FastifyRequest }
    : never;

/** What a handler hands back: the endpoint's result before its schema has parsed it. */
export type Answer<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer Result> ? z.input<Result> : never;

/** A result that breaks the contract: a server bug, answered 500. */
export class ContractViolation extends Error {
  constructor(endpoint: Endpoint, readonly issues: z.core.$ZodIssue[]) {
    super(`${endpointName(endpoint)} answered a result that does not match the contract`);
    this.name = 'ContractViolation';
  }
}

/**
 * Registers the contract's endpoints on a Fastify instance: the query and body are parsed with the
 * endpoint's schemas (a failure is a 400 naming the fields), the caller is authenticated unless the
 * endpoint is public, and the result is checked against the contract before it is sent.
 */
export function contractRoutes(app: FastifyInstance, authenticate: Authenticator) {
  function register<E extends Endpoint>(
    endpoint: E,
    handle: (input: RouteInput<E>, request: FastifyRequest) => Promise<Answer<E>>,
  ): void {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: async (request, reply) => {
        const query = parse(endpoint.query, matchKeyCase(endpoint.query, request.query), 'query');
        const body = parse(endpoint.body, request.body, 'body');
        const answer = await handle({ query, body, request } as RouteInput<E>, request);
        const checked = endpoint.result.safeParse(answer);
        if (!checked.success) throw new ContractViolation(endpoint, checked.error.issues);
        return reply.send(successEnvelope(checked.data));
      },
    });
  }

  return {
    /** An endpoint for signed-in callers (`auth` not false in the contract). */
    signedIn<E extends Endpoint>(endpoint: E, handle: (input: RouteInput<E>, caller: Caller) => Promise<Answer<E>>): void {
      if (endpoint.auth === false) throw new Error(`${endpointName(endpoint)} is public in the contract`);
      register(endpoint, async (input, request) => handle(input, await authenticate(request)));
    },
    /** An endpoint the contract marks `auth: false`. */
    open<E extends Endpoint>(endpoint: E, handle: (input: RouteInput<E>) => Promise<Answer<E>>): void {
      if (endpoint.auth !== false) throw new Error(`${endpointName(endpoint)} needs a signed-in caller in the contract`);
      register(endpoint, (input) => handle(input));
    },
  };
}

function parse(schema: z.ZodType | undefined, value: unknown, whole: 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const validationErrors = validationErrorsOf(parsed.error, whole);
  throw new AppError(400, requestNotValid, validationErrors, validationErrors.map((error) => error.message).join(' '));
}

// ABP binds query parameters whatever their case (the spec writes `Location/Get?Id=`): a key that
// matches a schema key but for its case is renamed to it.
function matchKeyCase(schema: z.ZodType | undefined, query: unknown): unknown {
  if (!(schema instanceof z.ZodObject) || typeof query !== 'object' || query === null) return query;
  const known = new Map(Object.keys(schema.shape).map((key) => [key.toLowerCase(), key]));
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [known.get(key.toLowerCase()) ?? key, value]));
}

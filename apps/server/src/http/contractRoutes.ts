import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { endpointName, type Endpoint } from '@velo/api-client/contract';
import type { Authenticator } from '../auth/authenticator.ts';
import type { Caller } from '../auth/caller.ts';
import { admits, isAccess, type Access, type PublicAccess } from './access.ts';
import { compiledSchema } from './compiledSchema.ts';
import { successEnvelope } from './envelope.ts';
import { forbidden, requestNotValid } from './errors.ts';
import { sendFile, type FileAnswer } from './fileAnswers.ts';
import { nulCharacterErrors } from './nulCharacters.ts';
import type { RateLimitGroup } from './rateLimits.ts';
import { namesMatcher } from './wireNames.ts';
import { inEnglish, validationErrorsOf } from './zodIssues.ts';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a handler gets: the parsed query and body, and the caller unless the route is public. */
export type RouteInput<E, A extends Access> =
  E extends Endpoint<infer Query, infer Body, z.ZodMiniType>
    ? { query: Parsed<Query>; body: Parsed<Body>; request: FastifyRequest } & (A extends PublicAccess
        ? unknown
        : { caller: Caller })
    : never;

/** What a handler hands back: the endpoint's result before its schema has parsed it. */
export type Answer<E> =
  E extends Endpoint<z.ZodMiniType | undefined, z.ZodMiniType | undefined, infer Result> ? z.input<Result> : never;

/** What every route states when it is registered. */
export interface RouteDeclaration<A extends Access> {
  access: A;
  /** A public call that sends an SMS or e-mail: under the tighter rate limit, on its own. */
  rateLimitGroup?: RateLimitGroup;
}

/** A result that breaks the contract: a server bug, answered 500. */
export class ContractViolation extends Error {
  constructor(
    endpoint: Endpoint,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${endpointName(endpoint)} answered a result that does not match the contract`);
    this.name = 'ContractViolation';
  }
}

/**
 * Registers the contract's endpoints on a Fastify instance, each with its declared access. The
 * access is checked in the route's `onRequest` hook, before the body is even read: an anonymous
 * caller gets 401 and a caller without the permission 403, whatever they sent. Then the query and
 * body are parsed with the endpoint's schemas (a failure is a 400 naming the fields), and the
 * result is checked against the contract before it is sent: in the envelope, or as a file's bytes.
 */
export function contractRoutes(app: FastifyInstance, authenticate: Authenticator) {
  const callers = new WeakMap<FastifyRequest, Caller>();

  return {
    add<E extends Endpoint, A extends Access>(
      endpoint: E,
      declaration: RouteDeclaration<A>,
      handle: (input: RouteInput<E, A>) => Promise<Answer<E>>,
    ): void {
      const access: unknown = declaration?.access;
      if (!isAccess(access))
        throw new Error(
          `${endpointName(endpoint)} declares no access: add it with { access: publicAccess | signedIn | allowed(action, resource) }`,
        );
      const isPublic = access.kind === 'public';
      if (isPublic !== (endpoint.auth === false)) {
        throw new Error(
          `${endpointName(endpoint)} is ${endpoint.auth === false ? 'public' : 'for signed-in callers'} in the contract but declared ${access.kind}`,
        );
      }
      // Every answer is checked against the contract: its schema compiled once (see compiledSchema.ts).
      const result = compiledSchema(endpoint.result);
      // The names of the query and body are matched to the contract's whatever their case, as ASP.NET binds them.
      const queryNames = namesMatcher(endpoint.query);
      const bodyNames = namesMatcher(endpoint.body);
      app.route({
        method: endpoint.method,
        url: endpoint.path,
        config: { access, rateLimitGroup: declaration.rateLimitGroup },
        onRequest: async (request) => {
          if (access.kind === 'public') return;
          const caller = await authenticate(request);
          if (!admits(access, caller)) throw forbidden();
          callers.set(request, caller);
        },
        handler: async (request, reply) => {
          const query = parse(endpoint.query, queryNames(request.query), 'query');
          const body = parse(endpoint.body, bodyNames(request.body), 'body');
          const input = { query, body, request, caller: callers.get(request) } as unknown as RouteInput<E, A>;
          const checked = z.safeParse(result, await handle(input), inEnglish);
          if (!checked.success) throw new ContractViolation(endpoint, checked.error.issues);
          if (endpoint.file) return sendFile(reply, checked.data as FileAnswer);
          return reply.send(successEnvelope(checked.data));
        },
      });
    },
  };
}

/** The registry `contractRoutes` answers, handed to the files that add a service's routes. */
export type ContractRoutes = ReturnType<typeof contractRoutes>;

function parse(schema: z.ZodMiniType | undefined, value: unknown, whole: 'query' | 'body'): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value, inEnglish);
  if (!parsed.success) throw requestNotValid(validationErrorsOf(parsed.error, whole));
  const nulErrors = nulCharacterErrors(parsed.data, whole);
  if (nulErrors.length) throw requestNotValid(nulErrors);
  return parsed.data;
}

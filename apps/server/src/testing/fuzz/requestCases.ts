import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@velo/api-client/contract';
import { wrongKinds } from './edgeValues.ts';
import { toJson } from './json.ts';
import { withOneMistake } from './oneMistake.ts';
import { preview } from './preview.ts';
import { valuesAtKnownEdges, valuesOf, type SpoilRate, type Vocabulary } from './schemaArbitraries.ts';

/** Who sends a request: a name for reports, the bearer token if any, and how often it calls (1 unless given). */
export interface FuzzCaller {
  name: string;
  token?: string;
  weight?: number;
}

/** One generated call of an endpoint: its query parameters (before they are written as text) and JSON body. */
export interface RequestCase {
  endpoint: Endpoint;
  caller: FuzzCaller;
  query: unknown;
  body: unknown;
}

type Part = 'query' | 'body';

/**
 * Calls of an endpoint by each caller, their query and body generated from the endpoint's schemas:
 * fitting the contract, with one mistake (in the query or in the body), at the known edges of its
 * schemas, or going wrong at one value in 6 or in 2. Parts the endpoint does not take are left out,
 * or, when spoiling, sent anyway (stray query parameters, a body on a POST without one); a body it
 * needs is then sometimes left out.
 */
export function requestCases(
  endpoint: Endpoint,
  callers: readonly FuzzCaller[],
  vocabulary: Vocabulary,
): fc.Arbitrary<RequestCase> {
  const spoiltAt = (spoilOneIn: SpoilRate) => {
    const strayQuery = fc.dictionary(fc.constantFrom('id', ...vocabulary.words), fc.string());
    const body = endpoint.body && valuesOf(endpoint.body, vocabulary, spoilOneIn);
    return fc.record({
      query: endpoint.query ? valuesOf(endpoint.query, vocabulary, spoilOneIn) : spoilOneIn ? maybe(strayQuery) : nothing,
      body: body
        ? spoilOneIn
          ? fc.option(body, { nil: undefined, freq: 2 * spoilOneIn })
          : body
        : spoilOneIn && endpoint.method !== 'GET'
          ? maybe(wrongKinds)
          : nothing,
    });
  };
  const withMistakeIn = (part: Part) => {
    const valuesFor = (which: Part) => {
      const schema = endpoint[which];
      if (!schema) return nothing;
      return which === part ? withOneMistake(schema, vocabulary) : valuesOf(schema, vocabulary, undefined);
    };
    return fc.record({ query: valuesFor('query'), body: valuesFor('body') });
  };
  const parts = (['query', 'body'] as const).filter((part) => endpoint[part]);
  const oneMistake = parts.length ? fc.oneof(...parts.map(withMistakeIn)) : spoiltAt(1);
  const atKnownEdges = fc.record({
    query: endpoint.query ? valuesAtKnownEdges(endpoint.query, vocabulary) : nothing,
    body: endpoint.body ? valuesAtKnownEdges(endpoint.body, vocabulary) : nothing,
  });
  return fc
    .record({
      caller: fc.oneof(...callers.map((caller) => ({ weight: caller.weight ?? 1, arbitrary: fc.constant(caller) }))),
      parts: fc.oneof(
        { weight: 2, arbitrary: spoiltAt(undefined) },
        { weight: 2, arbitrary: oneMistake },
        { weight: 2, arbitrary: atKnownEdges },
        { weight: 1, arbitrary: spoiltAt(6) },
        { weight: 1, arbitrary: spoiltAt(2) },
      ),
    })
    .map(({ caller, parts: { query, body } }) => described({ endpoint, caller, query, body }));
}

const nothing = fc.constant(undefined);
const maybe = (values: fc.Arbitrary<unknown>) => fc.option(values, { nil: undefined });

/** The case with a short rendering, which fast-check prints for a counterexample. */
function described(requestCase: RequestCase): RequestCase {
  const { endpoint, caller, body } = requestCase;
  const url = `${endpoint.path}${queryString(requestCase.query)}`;
  const text = `${caller.name}: ${endpoint.method} ${url.length > 300 ? `${url.slice(0, 300)}…` : url}${body === undefined ? '' : ` ${preview(body)}`}`;
  return Object.assign(requestCase, { [fc.toStringMethod]: () => text });
}

/** Query parameters as a browser writes them: arrays repeated, other values as their text. */
export function queryString(query: unknown): string {
  if (query === undefined) return '';
  const entries =
    typeof query === 'object' && query !== null && !Array.isArray(query) ? Object.entries(query) : [[asText(query), '']];
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    for (const item of [value].flat()) if (item !== undefined) params.append(key, asText(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const asText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === null) return '';
  return typeof value === 'object' ? toJson(value) : String(value);
};

/** Sends the case through `app.inject()`. */
export function send(app: FastifyInstance, { endpoint, caller, query, body }: RequestCase) {
  return app.inject({
    method: endpoint.method,
    url: `${endpoint.path}${queryString(query)}`,
    headers: {
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: toJson(body) }),
  });
}

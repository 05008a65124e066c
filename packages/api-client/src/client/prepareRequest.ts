import type { z } from 'zod/mini';
import { endpointName, type BodyOf, type Endpoint, type QueryOf } from '../contract/endpoint.ts';
import { ContractError } from './ApiError.ts';

export interface ApiRequest<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

export interface PreparedRequest {
  searchParams: URLSearchParams;
  json: unknown;
}

/** Validates what the caller asks with the endpoint's schemas, so a wrong call fails before it is sent. */
export function prepareRequest(endpoint: Endpoint, request: { query?: unknown; body?: unknown }): PreparedRequest {
  const name = endpointName(endpoint);
  const query = endpoint.query ? conform(name, 'query', endpoint.query, request.query ?? {}) : {};
  return {
    searchParams: toSearchParams(query as Record<string, unknown>),
    json: endpoint.body ? conform(name, 'body', endpoint.body, request.body ?? {}) : undefined,
  };
}

function conform(name: string, part: 'query' | 'body', schema: z.ZodMiniType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ContractError(name, null, part, parsed.error);
  return parsed.data;
}

function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of [value].flat()) params.append(key, String(item));
  }
  return params;
}

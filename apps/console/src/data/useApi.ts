import useSWR, { preload, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError, Endpoint, QueryOf, BodyOf, ResultOf } from '@velo/api-client';
import { api } from '../api.ts';

interface Request<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

const keyOf = <E extends Endpoint>(endpoint: E, request: Request<E>) => [endpoint.path, request] as const;
const fetcherOf =
  <E extends Endpoint>(endpoint: E, request: Request<E>) =>
  () =>
    api.call(endpoint, request) as Promise<ResultOf<E>>;

/**
 * SWR over one contract endpoint, keyed by the endpoint's path and its parameters, so every page
 * asking for the same data shares one request and one cache entry. `null` waits (no request).
 * `options` are SWR's, e.g. `keepPreviousData` for a search that shows its last answer while it asks again.
 */
export function useApi<E extends Endpoint>(
  endpoint: E,
  request: Request<E> | null,
  options?: SWRConfiguration<ResultOf<E>, ApiError>,
): SWRResponse<ResultOf<E>, ApiError> {
  return useSWR(request && keyOf(endpoint, request), fetcherOf(endpoint, request ?? {}), options);
}

/**
 * Starts a call that a page about to draw will make: the first `useApi` asking for the same takes this answer
 * instead of asking again. Only for a page that draws next: an answer no one takes waits for the next to ask.
 */
export function preloadApi<E extends Endpoint>(endpoint: E, request: Request<E>): void {
  void preload(keyOf(endpoint, request), fetcherOf(endpoint, request));
}

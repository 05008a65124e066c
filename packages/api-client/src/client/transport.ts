import ky from 'ky';
import { endpointName, type Endpoint } from '../contract/endpoint.ts';
import { ApiError } from './ApiError.ts';
import type { PreparedRequest } from './prepareRequest.ts';
import { readAnswer } from './readAnswer.ts';
import { readFile } from './readFile.ts';

export type Send = (endpoint: Endpoint, request: PreparedRequest, accessToken: string | null) => Promise<unknown>;

/** Sends one prepared request with ky and reads its answer; every failure becomes an ApiError. */
export function createTransport({ baseUrl, fetch }: { baseUrl: string; fetch?: typeof globalThis.fetch }): Send {
  // No ky retries: a retried POST could act twice; the only retry is the client's after a refresh.
  const http = ky.create({
    prefixUrl: baseUrl,
    fetch,
    retry: 0,
    throwHttpErrors: false,
    headers: { accept: 'application/json' },
  });

  return async (endpoint, request, accessToken) => {
    let response: Response;
    try {
      response = await http(endpoint.path.replace(/^\//, ''), {
        method: endpoint.method,
        searchParams: request.searchParams,
        json: request.json,
        headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      throw new ApiError({ message, endpoint: endpointName(endpoint), status: null, cause: failure });
    }
    return endpoint.file && response.ok ? readFile(endpoint, response) : readAnswer(endpoint, response);
  };
}

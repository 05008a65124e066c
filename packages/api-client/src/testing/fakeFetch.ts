import type { ErrorInfo } from '../contract/envelope.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string with its `?`, or `''`. */
  search: string;
  authorization: string | null;
  body: unknown;
}

/** Makes one scripted answer; throwing stands for a network failure. */
export type Answer = () => Response;

/**
 * A `fetch` that records every request and answers from a script keyed by `"METHOD /path"`.
 * A list of answers is served in order, its last answer repeating.
 */
export function fakeFetch(script: Record<string, Answer | Answer[]>) {
  const requests: RecordedRequest[] = [];
  const served = new Map<string, number>();

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    requests.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    });

    const route = `${request.method} ${url.pathname}`;
    const answers = [script[route] ?? []].flat();
    const count = served.get(route) ?? 0;
    served.set(route, count + 1);
    const answer = answers[Math.min(count, answers.length - 1)];
    if (!answer) throw new Error(`No answer scripted for ${route}`);
    return answer();
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
  };
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An ABP success envelope around `result`. */
export const ok =
  (result: unknown, status = 200): Answer =>
  () =>
    json({ result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true }, status);

/** An ABP error envelope. */
export const failure =
  (status: number, error: Partial<ErrorInfo> & { message: string }): Answer =>
  () =>
    json(
      {
        result: null,
        targetUrl: null,
        success: false,
        error: { code: 0, details: null, validationErrors: null, ...error },
        unAuthorizedRequest: status === 401,
        __abp: true,
      },
      status,
    );

export const unauthorized = failure(401, { message: 'Unauthorized' });

export const networkFailure =
  (message = 'fetch failed'): Answer =>
  () => {
    throw new TypeError(message);
  };

export const text =
  (body: string, status: number): Answer =>
  () =>
    new Response(body, { status, headers: { 'content-type': 'text/html' } });

/** Headers that arrive, then a body cut off before its end: a reload or a lost connection in the middle of an answer. */
export const interruptedBody =
  (status = 200): Answer =>
  () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"result":'));
          controller.error(new TypeError('network error'));
        },
      }),
      { status, headers: { 'content-type': 'application/json' } },
    );

import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { err as serializeError } from 'pino-std-serializers';
import type { LogLevel } from '../config.ts';

/** Where log lines go instead of stdout, e.g. a test's buffer. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The server's log: lines from `level` up, each request's URL without the values of token-like
 * query parameters, and a failed query without its parameters. Every line a request writes carries
 * its `reqId`. A client leaving before its answer is not an error of the server's.
 */
export function loggerOptions(level: LogLevel, stream?: LogDestination): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: { req: requestForLog, err: errorForLog },
    hooks: { logMethod: clientLeavingAtInfo },
    ...(stream ? { stream } : {}),
  };
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>;

// A client that closes its connection before its answer has gone out leaves the answer's stream
// closed early (ERR_STREAM_PREMATURE_CLOSE); when no byte of it had been sent, Fastify hands that to
// the error handler as the request's failure. Clients do leave (a closed tab, a cancelled load), so
// that line is information, not an error.
const clientLeavingAtInfo: LogMethodHook = function (args, method, level) {
  if (level >= this.levels.values.error! && isPrematureClose(args[0])) {
    this.info('the client closed the connection before its answer was sent');
    return;
  }
  method.apply(this, args);
};

function isPrematureClose(logged: unknown): boolean {
  const error = logged instanceof Error ? logged : (logged as { err?: unknown } | null | undefined)?.err;
  return error instanceof Error && 'code' in error && error.code === 'ERR_STREAM_PREMATURE_CLOSE';
}

// `RefreshToken?refreshToken=…` is the ABP shape: a live token in the URL.
const secretParameter = /token|password|secret/i;

function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactedUrl(request.url), host: request.host, remoteAddress: request.ip };
}

function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(query.keys())) if (secretParameter.test(name)) query.set(name, 'redacted');
  return `${url.slice(0, queryStart)}?${query}`;
}

const loggedQueryLength = 500;

// drizzle's DrizzleQueryError carries the parameters in its message, its stack and `params`: they
// hold what callers sent (a list filter may hold tens of thousands of values). The log gets the
// driver's error, where the failure happened, and the start of the SQL.
function errorForLog(error: Error) {
  if (!(error instanceof DrizzleQueryError)) return serializeError(error);
  const { cause } = error;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${cause instanceof Error ? cause.message : 'no cause given'}`,
    code: cause && typeof cause === 'object' && 'code' in cause ? cause.code : undefined,
    query: error.query.length > loggedQueryLength ? `${error.query.slice(0, loggedQueryLength)}…` : error.query,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationError } from '@velo/api-client/contract';
import { errorMessages, type ErrorCode } from '@velo/domain';
import { errorEnvelope } from './envelope.ts';
import { AppError } from './errors.ts';

// Fastify's own refusals of a request, in words for the caller, with the part of the request at fault.
const requestProblems: Record<string, { message: string; member: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON.', member: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'The request body must be JSON (Content-Type: application/json).', member: 'body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large.', member: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'The request body does not match its Content-Length.', member: 'body' },
};

interface Failure {
  status: number;
  code: ErrorCode;
  message: string;
  details?: string | null;
  validationErrors?: ValidationError[] | null;
}

/** Every failure as an ABP error envelope with a stable code: the caller's mistakes as 4xx, bugs as a logged 500. */
export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const { status, code, message, details, validationErrors } = error;
    return send(reply, { status, code, message, details, validationErrors });
  }
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (status !== undefined && status >= 400 && status < 500) return send(reply, fastifyRefusal(error, status));
  request.log.error({ err: error, ...('issues' in error ? { issues: error.issues } : {}) }, 'request failed');
  return send(reply, { status: 500, code: 'Server.Internal', message: errorMessages['Server.Internal'] });
}

function fastifyRefusal(error: Error, status: number): Failure {
  // An unsupported media type is bad input like any other: 400, as the contract's callers expect.
  const answered = status === 415 ? 400 : status;
  const code = codeForStatus[answered] ?? 'Request.NotValid';
  const problem = 'code' in error && typeof error.code === 'string' ? requestProblems[error.code] : undefined;
  if (!problem) return { status: answered, code, message: error.message };
  return {
    status: answered,
    code,
    message: problem.message,
    validationErrors: [{ message: problem.message, members: [problem.member] }],
  };
}

const codeForStatus: Partial<Record<number, ErrorCode>> = {
  401: 'Auth.NotSignedIn',
  403: 'Auth.Forbidden',
  404: 'Request.NotFound',
};

function send(reply: FastifyReply, { status, code, message, details = null, validationErrors = null }: Failure) {
  return reply.status(status).send(errorEnvelope({ code, message, details, validationErrors }, status === 401));
}

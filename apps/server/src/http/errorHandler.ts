import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationError } from '@velo/api-client/contract';
import { errorEnvelope } from './envelope.ts';
import { AppError } from './errors.ts';

const internalError = 'An internal error occurred during your request.';

// Fastify's own refusals of a request, in words for the caller, with the part of the request at fault.
const requestProblems: Record<string, { message: string; member: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'The request body is not valid JSON.', member: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'The request body is empty but its content type says JSON.', member: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'The request body must be JSON (Content-Type: application/json).', member: 'body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'The request body is too large.', member: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: 'The request body does not match its Content-Length.', member: 'body' },
};

/** Every failure as an ABP error envelope: the caller's mistakes as 4xx with a message, bugs as a logged 500. */
export function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return send(reply, error.status, error.message, error.details, error.validationErrors);
  }
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (status !== undefined && status >= 400 && status < 500) {
    const problem = 'code' in error ? requestProblems[error.code] : undefined;
    // An unsupported media type is bad input like any other: 400, as the contract's callers expect.
    const answered = status === 415 ? 400 : status;
    if (problem) return send(reply, answered, problem.message, null, [{ message: problem.message, members: [problem.member] }]);
    return send(reply, answered, error.message, null, null);
  }
  request.log.error({ err: error, ...('issues' in error ? { issues: error.issues } : {}) }, 'request failed');
  return send(reply, 500, internalError, null, null);
}

function send(
  reply: FastifyReply,
  status: number,
  message: string,
  details: string | null,
  validationErrors: ValidationError[] | null,
) {
  return reply
    .status(status)
    .send(errorEnvelope({ code: 0, message, details, validationErrors }, status === 401));
}

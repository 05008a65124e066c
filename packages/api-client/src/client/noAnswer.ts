import { ApiError, ContractError } from './ApiError.ts';

/** A gateway's own answers when it could not reach the server behind it or get its answer in time. */
const gatewayFailures = new Set([502, 503, 504]);

/**
 * Whether a call failed without the server answering it: the network failed, the request was aborted (a reload, a
 * closed tab) or a gateway could not reach the server. Only an answer may end a session; such a failure is tried again.
 * A request refused before it was sent (a `ContractError`) is not one: sending it again would fail the same way.
 */
export function isNoAnswer(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error instanceof ContractError) return false;
  return error.status === null || gatewayFailures.has(error.status);
}

import type { z } from 'zod/mini';
import type { ErrorCode } from '@velo/domain';
import type { ValidationError } from '../contract/envelope.ts';

export interface ApiErrorDetails {
  message: string;
  /** The endpoint's short name, e.g. `Location/GetList`. */
  endpoint: string;
  /** The HTTP status; null when no answer came (network failure, time-out, a refused request). */
  status: number | null;
  /** The envelope's `error.code`: our server's stable code, or the original back-end's number. */
  code?: string | number | null;
  validationErrors?: ValidationError[];
  unAuthorizedRequest?: boolean;
  cause?: unknown;
}

/** The one error a call raises: a refused call, a network failure or an answer it can't read. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly endpoint: string;
  readonly status: number | null;
  /** A stable code such as `Location.PricingMissing`; null when the answer had none (0 from the original back-end, or no answer). */
  readonly code: string | null;
  readonly validationErrors: ValidationError[];
  readonly unAuthorizedRequest: boolean;

  constructor(details: ApiErrorDetails) {
    super(details.message, { cause: details.cause });
    this.endpoint = details.endpoint;
    this.status = details.status;
    this.code = details.code === undefined || details.code === null || details.code === 0 ? null : String(details.code);
    this.validationErrors = details.validationErrors ?? [];
    this.unAuthorizedRequest = details.unAuthorizedRequest ?? false;
  }
}

/**
 * Data that breaks the contract: an answer the endpoint's schema refuses, or a request the
 * caller built wrongly. The message names the endpoint and each field path, e.g.
 * `Location/GetList: result.items.0.name: Invalid input` (the browser loads no Zod locale, so no
 * more detailed wording; the Zod error, with each issue's code, is the cause).
 */
export class ContractError extends ApiError {
  override name = 'ContractError';

  constructor(endpoint: string, status: number | null, part: 'query' | 'body' | 'envelope' | 'result', error: z.core.$ZodError) {
    const issues = error.issues.map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`);
    super({ message: `${endpoint}: ${issues.join('; ')}`, endpoint, status, cause: error });
  }
}

/** Whether a call failed with this stable error code; match codes, never message texts. */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

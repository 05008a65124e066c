import type { z } from 'zod';
import type { ValidationError } from '../contract/envelope.ts';

export interface ApiErrorDetails {
  message: string;
  /** The endpoint's short name, e.g. `Location/GetList`. */
  endpoint: string;
  /** The HTTP status; null when no answer came (network failure, time-out, a refused request). */
  status: number | null;
  code?: number | null;
  validationErrors?: ValidationError[];
  unAuthorizedRequest?: boolean;
  cause?: unknown;
}

/** The one error a call raises: a refused call, a network failure or an answer it can't read. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly endpoint: string;
  readonly status: number | null;
  readonly code: number | null;
  readonly validationErrors: ValidationError[];
  readonly unAuthorizedRequest: boolean;

  constructor(details: ApiErrorDetails) {
    super(details.message, { cause: details.cause });
    this.endpoint = details.endpoint;
    this.status = details.status;
    this.code = details.code ?? null;
    this.validationErrors = details.validationErrors ?? [];
    this.unAuthorizedRequest = details.unAuthorizedRequest ?? false;
  }
}

/**
 * Data that breaks the contract: an answer the endpoint's schema refuses, or a request the
 * caller built wrongly. The message names the endpoint and each field path, e.g.
 * `Location/GetList: result.items.0.name: Invalid input: expected string, received number`.
 */
export class ContractError extends ApiError {
  override name = 'ContractError';

  constructor(endpoint: string, status: number | null, part: 'query' | 'body' | 'envelope' | 'result', error: z.ZodError) {
    const issues = error.issues.map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`);
    super({ message: `${endpoint}: ${issues.join('; ')}`, endpoint, status, cause: error });
  }
}

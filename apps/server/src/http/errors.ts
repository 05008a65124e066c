import type { ValidationError } from '@velo/api-client/contract';
import { errorMessages, type ErrorCode } from '@velo/domain';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 429;

export interface AppErrorOptions {
  /** The catalogue's message for the code unless the case needs its own words. */
  message?: string;
  validationErrors?: ValidationError[] | null;
  details?: string | null;
}

/**
 * A failure the caller caused or may see: answered with its status, its stable code and a message,
 * never logged as a bug.
 */
export class AppError extends Error {
  readonly validationErrors: ValidationError[] | null;
  readonly details: string | null;

  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    { message = errorMessages[code], validationErrors = null, details = null }: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.validationErrors = validationErrors;
    this.details = details;
  }
}

/** A broken business rule or refused input: 400 with the code's message, or the given words. */
export const badRequest = (code: ErrorCode, message?: string) => new AppError(400, code, { message });

/** Input that fails its schema or a list's rules: 400 naming each field at fault. */
export const requestNotValid = (validationErrors: ValidationError[]) =>
  new AppError(400, 'Request.NotValid', { validationErrors, details: validationErrors.map((error) => error.message).join(' ') });

/** A 400 naming the one field at fault. */
export const invalidField = (field: string, message: string) => requestNotValid([{ message, members: [field] }]);

/**
 * No usable sign-in: no token at all (`Auth.NotSignedIn`), one that no longer works
 * (`Auth.SessionEnded`), or a refresh for a user suspended since (`SignIn.Suspended`).
 */
export const unauthorized = (code: 'Auth.NotSignedIn' | 'Auth.SessionEnded' | 'SignIn.Suspended' = 'Auth.NotSignedIn') =>
  new AppError(401, code);

export const forbidden = () => new AppError(403, 'Auth.Forbidden');

/** An edit of a record that changed since it was read (its concurrency stamp is not the one sent). */
export const staleRecord = () => new AppError(409, 'Record.Stale');

export const notFound = (message?: string) => new AppError(404, 'Request.NotFound', { message });

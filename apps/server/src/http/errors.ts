import type { ValidationError } from '@velo/api-client/contract';

/** A failure the caller caused or may see: answered with its status and message, never logged as a bug. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    message: string,
    readonly validationErrors: ValidationError[] | null = null,
    readonly details: string | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const requestNotValid = 'Your request is not valid.';
export const notSignedIn = 'Current user did not login to the application';

export const badRequest = (message: string, validationErrors: ValidationError[] | null = null) =>
  new AppError(400, message, validationErrors);

/** A 400 naming the field at fault. */
export const invalidField = (field: string, message: string) =>
  new AppError(400, requestNotValid, [{ message, members: [field] }], message);

export const unauthorized = (message = notSignedIn) => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (message = 'There is no such record.') => new AppError(404, message);

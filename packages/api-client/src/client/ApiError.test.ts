import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, ContractError } from './ApiError.ts';

describe('ApiError', () => {
  it('has no code, no validation errors and no unauthorized flag unless given', () => {
    expect(new ApiError({ message: 'Failed to fetch', endpoint: 'dev/outbox', status: null })).toMatchObject({
      name: 'ApiError',
      message: 'Failed to fetch',
      endpoint: 'dev/outbox',
      status: null,
      code: null,
      validationErrors: [],
      unAuthorizedRequest: false,
    });
  });

  it.each([
    [undefined, null],
    [null, null],
    [0, null],
    [7, '7'],
    ['Location.PricingMissing', 'Location.PricingMissing'],
  ])('reads the code %j as %j', (code, expected) => {
    expect(new ApiError({ message: 'Refused', endpoint: 'Location/Activate', status: 400, code }).code).toBe(expected);
  });

  it('keeps the unauthorized flag and what caused it', () => {
    const cause = new TypeError('Failed to fetch');
    const error = new ApiError({
      message: 'Unauthorized',
      endpoint: 'User/GetUserById',
      status: 401,
      unAuthorizedRequest: true,
      cause,
    });
    expect(error.unAuthorizedRequest).toBe(true);
    expect(error.cause).toBe(cause);
  });
});

describe('ContractError', () => {
  it('names the endpoint and every refused field, and keeps the Zod error', () => {
    const parsed = z.strictObject({ id: z.number(), name: z.string() }).safeParse({ id: 'x' });
    expect(parsed.success).toBe(false);

    const error = new ContractError('Location/Activate', null, 'body', parsed.error!);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ContractError');
    // zod/mini without a locale: the browser loads no message texts, every issue reads "Invalid input".
    expect(error.message).toBe('Location/Activate: body.id: Invalid input; body.name: Invalid input');
    expect(error.cause).toBe(parsed.error);
  });
});

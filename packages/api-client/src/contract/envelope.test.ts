import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { envelope, errorInfo } from './envelope.ts';

const error = {
  code: 0,
  message: 'Name is required',
  details: null,
  validationErrors: [{ message: 'Name is required', members: ['name'] }],
};

describe('envelope', () => {
  it('holds a result or an error', () => {
    expect(
      issuePaths(envelope, { result: 1, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true }),
    ).toEqual([]);
    expect(issuePaths(envelope, { result: null, success: false, error: { message: 'Boom' } })).toEqual([]);
    expect(issuePaths(envelope, { result: null, success: 'no' })).toEqual(['success']);
  });
});

describe('errorInfo', () => {
  it('carries a message and validation errors', () => {
    expect(issuePaths(errorInfo, error)).toEqual([]);
    expect(issuePaths(errorInfo, { ...error, code: 'Location.PricingMissing' })).toEqual([]);
    expect(issuePaths(errorInfo, { ...error, code: null })).toEqual(['code']);
    expect(issuePaths(errorInfo, { ...error, validationErrors: [{ members: ['name'] }] })).toEqual([
      'validationErrors.0.message',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { issuePaths } from '../testing/issuePaths.ts';
import { signedInAnswer, twoFactorAnswer } from '../testing/samples.ts';
import { authenticate, logOut, refreshToken, resendCodeForAdmin } from './auth.ts';

describe('authenticate', () => {
  const credentials = {
    userNameOrEmailAddress: 'admin',
    password: 'Demo1234!',
    rememberClient: true,
    twoFactorVerificationCode: '1234',
  };

  it('takes credentials and refuses a blank user name or an unknown field', () => {
    expect(issuePaths(authenticate.body, credentials)).toEqual([]);
    expect(issuePaths(authenticate.body, { ...credentials, userNameOrEmailAddress: '  ' })).toEqual(['userNameOrEmailAddress']);
    expect(issuePaths(authenticate.body, { ...credentials, tenancyName: 'x' })).toEqual(['']);
  });

  it('answers a session or a two-factor challenge', () => {
    expect(issuePaths(authenticate.result, signedInAnswer)).toEqual([]);
    expect(issuePaths(authenticate.result, twoFactorAnswer)).toEqual([]);
    expect(issuePaths(authenticate.result, { ...signedInAnswer, expireInSeconds: '900' })).toEqual(['expireInSeconds']);
  });
});

describe('refreshToken', () => {
  it('takes the refresh token as a query parameter', () => {
    expect(issuePaths(refreshToken.query, { refreshToken: 'refresh-1' })).toEqual([]);
    expect(issuePaths(refreshToken.query, { refreshToken: '' })).toEqual(['refreshToken']);
  });

  it('answers a new access token, with or without a rotated refresh token', () => {
    expect(issuePaths(refreshToken.result, { accessToken: 'a', expireInSeconds: 900 })).toEqual([]);
    expect(issuePaths(refreshToken.result, { accessToken: 'a', expireInSeconds: 900, refreshToken: 'r' })).toEqual([]);
    expect(issuePaths(refreshToken.result, { accessToken: null, expireInSeconds: 900 })).toEqual(['accessToken']);
  });
});

describe('logOut', () => {
  it('answers null', () => {
    expect(issuePaths(logOut.result, null)).toEqual([]);
    expect(issuePaths(logOut.result, {})).toEqual(['']);
  });
});

describe('resendCodeForAdmin', () => {
  it('takes a user id and provider 1 (SMS) or 2 (e-mail), also as query strings', () => {
    expect(issuePaths(resendCodeForAdmin.query, { userId: 5, provider: 1 })).toEqual([]);
    expect(issuePaths(resendCodeForAdmin.query, { userId: '5', provider: '2' })).toEqual([]);
    expect(issuePaths(resendCodeForAdmin.query, { userId: 5, provider: 3 })).toEqual(['provider']);
    expect(issuePaths(resendCodeForAdmin.query, { userId: '2147483648', provider: 1 })).toEqual(['userId']);
    expect(issuePaths(resendCodeForAdmin.query, { userId: '0', provider: 1 })).toEqual(['userId']);
  });

  it('is a POST to /api/TokenAuth/ResendCodeForAdmin, made before there is a session', () => {
    expect(resendCodeForAdmin).toMatchObject({ method: 'POST', path: '/api/TokenAuth/ResendCodeForAdmin', auth: false });
  });

  it('answers null', () => {
    expect(issuePaths(resendCodeForAdmin.result, null)).toEqual([]);
    expect(issuePaths(resendCodeForAdmin.result, true)).toEqual(['']);
  });
});

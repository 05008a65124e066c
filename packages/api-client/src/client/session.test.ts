import { describe, expect, it } from 'vitest';
import { getListAllLocations } from '../contract/locations.ts';
import { getUserById } from '../contract/user.ts';
import type { SessionEndReason } from '../session/sessionEndReason.ts';
import { memoryTokenStore, type Session } from '../session/tokenStore.ts';
import {
  failure,
  fakeFetch,
  interruptedBody,
  networkFailure,
  ok,
  text,
  unauthorized,
  type Answer,
} from '../testing/fakeFetch.ts';
import { sampleUser, signedInAnswer, twoFactorAnswer } from '../testing/samples.ts';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';

const now = Date.UTC(2025, 0, 1);
const userPath = '/api/services/app/User/GetUserById';
const refreshPath = '/api/TokenAuth/RefreshToken';
const session = (expiresInMs: number): Session => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: now + expiresInMs,
  userId: 5,
});
const fresh = session(10 * 60_000);
const expired = session(-1);
const renewedTokens = ok({ accessToken: 'access-2', expireInSeconds: 900, refreshToken: 'refresh-2' });

function clientWith(stored: Session | null, script: Record<string, Answer | Answer[]>) {
  const server = fakeFetch(script);
  const tokenStore = memoryTokenStore(stored);
  const endings: SessionEndReason[] = [];
  const api = createApiClient({
    baseUrl: 'http://velo.test',
    tokenStore,
    fetch: server.fetch,
    onSessionEnded: (reason) => endings.push(reason),
    now: () => now,
  });
  return { api, server, tokenStore, endings };
}

const getUser = (api: ReturnType<typeof clientWith>['api']) => api.call(getUserById, { query: { id: 5 } });

describe('signIn', () => {
  it('keeps the session that comes back and answers the result', async () => {
    const { api, tokenStore } = clientWith(null, { 'POST /api/TokenAuth/Authenticate': ok(signedInAnswer) });

    await expect(api.signIn({ userNameOrEmailAddress: 'admin', password: 'secret' })).resolves.toEqual(signedInAnswer);
    expect(tokenStore.get()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: now + 900_000, userId: 5 });
  });

  it('keeps nothing when no refresh token comes back', async () => {
    const { api, tokenStore } = clientWith(null, {
      'POST /api/TokenAuth/Authenticate': ok({ ...signedInAnswer, refreshToken: null }),
    });

    await api.signIn({ userNameOrEmailAddress: 'admin', password: 'secret' });
    expect(tokenStore.get()).toBeNull();
  });

  it('keeps nothing while two-factor verification is asked for', async () => {
    const { api, tokenStore } = clientWith(null, { 'POST /api/TokenAuth/Authenticate': ok(twoFactorAnswer) });

    const result = await api.signIn({ userNameOrEmailAddress: 'admin2fa', password: 'secret' });
    expect(result.requiresTwoFactorVerification).toBe(true);
    expect(tokenStore.get()).toBeNull();
  });
});

describe('refresh', () => {
  it('renews an access token that expires within 30 seconds before the call', async () => {
    const { api, server, tokenStore } = clientWith(session(20_000), {
      'POST /api/TokenAuth/RefreshToken': renewedTokens,
      'GET /api/services/app/User/GetUserById': ok(sampleUser),
    });

    await getUser(api);
    expect(server.requests.map((request) => [request.path + request.search, request.authorization])).toEqual([
      [`${refreshPath}?refreshToken=refresh-1`, null],
      [`${userPath}?id=5`, 'Bearer access-2'],
    ]);
    expect(tokenStore.get()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: now + 900_000, userId: 5 });
  });

  it('renews a token with exactly 30 seconds left', async () => {
    const { api, server } = clientWith(session(30_000), {
      'POST /api/TokenAuth/RefreshToken': renewedTokens,
      'GET /api/services/app/User/GetUserById': ok(sampleUser),
    });

    await getUser(api);
    expect(server.requestsTo(refreshPath)).toHaveLength(1);
  });

  it('leaves a token with time to spare alone', async () => {
    const { api, server } = clientWith(session(60_000), { 'GET /api/services/app/User/GetUserById': ok(sampleUser) });

    await getUser(api);
    expect(server.requestsTo(refreshPath)).toEqual([]);
  });

  it('makes one RefreshToken request for concurrent calls', async () => {
    const { api, server } = clientWith(expired, {
      'POST /api/TokenAuth/RefreshToken': renewedTokens,
      'GET /api/services/app/User/GetUserById': ok(sampleUser),
    });

    await Promise.all([getUser(api), getUser(api), getUser(api)]);
    expect(server.requestsTo(refreshPath)).toHaveLength(1);
    expect(server.requestsTo(userPath).map((request) => request.authorization)).toEqual(Array(3).fill('Bearer access-2'));
  });

  it('makes a new RefreshToken request once the previous one is over', async () => {
    const { api, server, tokenStore } = clientWith(expired, {
      'POST /api/TokenAuth/RefreshToken': [
        renewedTokens,
        ok({ accessToken: 'access-3', expireInSeconds: 900, refreshToken: 'refresh-3' }),
      ],
    });

    await api.refresh();
    await api.refresh();
    expect(server.requestsTo(refreshPath).map((request) => request.search)).toEqual([
      '?refreshToken=refresh-1',
      '?refreshToken=refresh-2',
    ]);
    expect(tokenStore.get()?.accessToken).toBe('access-3');
  });

  it('refuses to refresh without a session, asking nothing of the server', async () => {
    const { api, server, endings } = clientWith(null, {});

    const refreshing = api.refresh();
    await expect(refreshing).rejects.toBeInstanceOf(ApiError);
    await expect(refreshing).rejects.toMatchObject({
      message: 'Not signed in',
      endpoint: 'TokenAuth/RefreshToken',
      status: null,
    });
    expect(server.requests).toEqual([]);
    expect(endings).toEqual([]);
  });

  it('keeps the refresh token when the server does not rotate it', async () => {
    const { api, tokenStore } = clientWith(expired, {
      'POST /api/TokenAuth/RefreshToken': ok({ accessToken: 'access-2', expireInSeconds: 60 }),
    });

    await api.refresh();
    expect(tokenStore.get()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-1', expiresAt: now + 60_000, userId: 5 });
  });

  it('ends the session once when the server refuses the refresh', async () => {
    const { api, server, tokenStore, endings } = clientWith(expired, {
      'POST /api/TokenAuth/RefreshToken': failure(400, { message: 'Invalid refresh token' }),
    });

    const calls = await Promise.allSettled([getUser(api), getUser(api), api.refresh()]);
    expect(calls.map((call) => call.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(server.requestsTo(userPath)).toEqual([]);
    expect(tokenStore.get()).toBeNull();
    expect(endings).toEqual(['refresh-failed']);
  });

  it('keeps the session when the network fails during a refresh', async () => {
    const { api, tokenStore, endings } = clientWith(expired, { 'POST /api/TokenAuth/RefreshToken': networkFailure() });

    await expect(api.refresh()).rejects.toMatchObject({ message: 'fetch failed', status: null });
    expect(tokenStore.get()).toEqual(expired);
    expect(endings).toEqual([]);
  });

  it.each([
    ['its answer is cut off', interruptedBody(200), null],
    ['a gateway cannot reach the server', text('<html>Bad Gateway</html>', 502), 502],
    ['a gateway answers the server is unavailable', failure(503, { message: 'Service Unavailable' }), 503],
  ])('keeps the session when %s during a refresh', async (_, answer, status) => {
    const { api, tokenStore, endings } = clientWith(expired, { 'POST /api/TokenAuth/RefreshToken': answer });

    await expect(api.refresh()).rejects.toMatchObject({ status });
    expect(tokenStore.get()).toEqual(expired);
    expect(endings).toEqual([]);
  });

  it('ends the session when the server fails the refresh with an error of its own', async () => {
    const { api, tokenStore, endings } = clientWith(expired, {
      'POST /api/TokenAuth/RefreshToken': failure(500, { message: 'Invalid refresh token' }),
    });

    await expect(api.refresh()).rejects.toMatchObject({ status: 500 });
    expect(tokenStore.get()).toBeNull();
    expect(endings).toEqual(['refresh-failed']);
  });
});

describe('a refused call', () => {
  it('without a session is sent without a token and its 401 comes back as it is', async () => {
    const { api, server, endings } = clientWith(null, { 'GET /api/services/app/User/GetUserById': unauthorized });

    await expect(getUser(api)).rejects.toMatchObject({ status: 401, endpoint: 'User/GetUserById' });
    expect(server.requests.map((request) => request.authorization)).toEqual([null]);
    expect(endings).toEqual([]);
  });

  it('is retried once after a 401 when a refresh succeeds', async () => {
    const { api, server, endings } = clientWith(fresh, {
      'POST /api/TokenAuth/RefreshToken': renewedTokens,
      'GET /api/services/app/User/GetUserById': [unauthorized, ok(sampleUser)],
    });

    await expect(getUser(api)).resolves.toEqual(sampleUser);
    expect(server.requestsTo(userPath).map((request) => request.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(endings).toEqual([]);
  });

  it('ends the session when the retry after a 401 is refused too', async () => {
    const { api, server, tokenStore, endings } = clientWith(fresh, {
      'POST /api/TokenAuth/RefreshToken': renewedTokens,
      'GET /api/services/app/User/GetUserById': unauthorized,
    });

    await expect(getUser(api)).rejects.toMatchObject({ status: 401, endpoint: 'User/GetUserById' });
    expect(server.requestsTo(userPath)).toHaveLength(2);
    expect(tokenStore.get()).toBeNull();
    expect(endings).toEqual(['unauthorized']);
  });

  it('ends the session once when the refresh after a 401 is refused', async () => {
    const { api, server, tokenStore, endings } = clientWith(fresh, {
      'POST /api/TokenAuth/RefreshToken': failure(400, { message: 'Invalid refresh token' }),
      'GET /api/services/app/User/GetUserById': unauthorized,
    });

    await expect(getUser(api)).rejects.toMatchObject({ status: 401, endpoint: 'User/GetUserById' });
    expect(server.requestsTo(userPath)).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
    expect(endings).toEqual(['refresh-failed']);
  });

  it('keeps the session when the refresh after a 401 gets no answer, failing the call as unanswered', async () => {
    const { api, server, tokenStore, endings } = clientWith(fresh, {
      'POST /api/TokenAuth/RefreshToken': networkFailure(),
      'GET /api/services/app/User/GetUserById': unauthorized,
    });

    await expect(getUser(api)).rejects.toMatchObject({ status: null, endpoint: 'TokenAuth/RefreshToken' });
    expect(server.requestsTo(userPath)).toHaveLength(1);
    expect(tokenStore.get()).toEqual(fresh);
    expect(endings).toEqual([]);
  });

  it('keeps the session when an answer is cut off, failing the call as unanswered', async () => {
    const { api, tokenStore, endings } = clientWith(fresh, { 'GET /api/services/app/User/GetUserById': interruptedBody() });

    await expect(getUser(api)).rejects.toMatchObject({ status: null, endpoint: 'User/GetUserById' });
    expect(tokenStore.get()).toEqual(fresh);
    expect(endings).toEqual([]);
  });

  it('ends the session on a 403', async () => {
    const { api, server, tokenStore, endings } = clientWith(fresh, {
      'GET /api/services/app/User/GetUserById': failure(403, { message: 'Not allowed' }),
    });

    await expect(getUser(api)).rejects.toMatchObject({ status: 403, message: 'Not allowed' });
    expect(server.requestsTo(refreshPath)).toEqual([]);
    expect(tokenStore.get()).toBeNull();
    expect(endings).toEqual(['forbidden']);
  });

  it('ends the session on a 403 also when nobody listens for the end', async () => {
    const server = fakeFetch({ 'GET /api/services/app/User/GetUserById': failure(403, { message: 'Not allowed' }) });
    const tokenStore = memoryTokenStore(fresh);
    const api = createApiClient({ baseUrl: 'http://velo.test', tokenStore, fetch: server.fetch, now: () => now });

    await expect(getUser(api)).rejects.toMatchObject({ status: 403, message: 'Not allowed' });
    expect(tokenStore.get()).toBeNull();
  });

  it.each([200, 500])('ends the session on "Current user did not login to the application" with HTTP %i', async (status) => {
    const { api, tokenStore, endings } = clientWith(fresh, {
      'GET /api/services/app/Location/GetListAllLocations': failure(status, {
        message: 'Current user did not login to the application!',
      }),
    });

    await expect(api.call(getListAllLocations)).rejects.toBeInstanceOf(ApiError);
    expect(tokenStore.get()).toBeNull();
    expect(endings).toEqual(['not-logged-in']);
  });

  it('keeps the session for a business error', async () => {
    const { api, tokenStore, endings } = clientWith(fresh, {
      'GET /api/services/app/User/GetUserById': failure(400, { message: 'Your account is suspended' }),
    });

    await expect(getUser(api)).rejects.toMatchObject({ status: 400, message: 'Your account is suspended' });
    expect(tokenStore.get()).toEqual(fresh);
    expect(endings).toEqual([]);
  });
});

describe('logOut', () => {
  it('tells the server with the bearer token and clears the session', async () => {
    const { api, server, tokenStore } = clientWith(fresh, { 'GET /api/TokenAuth/LogOut': ok(null) });

    await api.logOut();
    expect(server.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/api/TokenAuth/LogOut', 'Bearer access-1'],
    ]);
    expect(tokenStore.get()).toBeNull();
  });

  it('asks nothing of the server without a session', async () => {
    const { api, server } = clientWith(null, { 'GET /api/TokenAuth/LogOut': ok(null) });

    await api.logOut();
    expect(server.requests).toEqual([]);
  });

  it.each([
    ['answers an error', failure(500, { message: 'Boom' })],
    ['cannot be reached', networkFailure()],
  ])('clears the session even when the server %s', async (_, answer) => {
    const { api, tokenStore } = clientWith(fresh, { 'GET /api/TokenAuth/LogOut': answer });

    await expect(api.logOut()).resolves.toBeUndefined();
    expect(tokenStore.get()).toBeNull();
  });
});

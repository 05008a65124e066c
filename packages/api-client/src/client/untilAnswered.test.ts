import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserById } from '../contract/user.ts';
import { memoryTokenStore } from '../session/tokenStore.ts';
import { failure, fakeFetch, interruptedBody, networkFailure, ok, text, type Answer } from '../testing/fakeFetch.ts';
import { sampleUser } from '../testing/samples.ts';
import { ApiError, ContractError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';
import { untilAnswered } from './untilAnswered.ts';

const now = Date.UTC(2025, 0, 1);
const userRoute = 'GET /api/services/app/User/GetUserById';

/** A signed-in client whose session check answers as scripted; the pauses it was told about are kept. */
function sessionCheck(answers: Answer[], options: { signal?: AbortSignal } = {}) {
  const server = fakeFetch({ [userRoute]: answers });
  const tokenStore = memoryTokenStore({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresAt: now + 600_000,
    userId: 5,
  });
  const api = createApiClient({ baseUrl: 'http://velo.test', tokenStore, fetch: server.fetch, now: () => now });
  const pauses: number[] = [];
  const checking = untilAnswered(() => api.call(getUserById, { query: { id: 5 } }), {
    ...options,
    backoffMs: [1_000, 2_000, 4_000],
    onNoAnswer: (_, retryInMs) => pauses.push(retryInMs),
  });
  return { checking, server, tokenStore, pauses, tries: () => server.requests.length };
}

describe('untilAnswered', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after each failure without an answer, pausing longer each time, until the server answers', async () => {
    const { checking, pauses, tries, tokenStore } = sessionCheck([
      networkFailure('Failed to fetch'),
      interruptedBody(),
      text('<html>Bad Gateway</html>', 502),
      networkFailure(),
      ok(sampleUser),
    ]);

    await vi.advanceTimersByTimeAsync(0);
    expect(tries()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(tries()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries()).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 4_000);

    await expect(checking).resolves.toEqual(sampleUser);
    expect(tries()).toBe(5);
    expect(pauses).toEqual([1_000, 2_000, 4_000, 4_000]);
    expect(tokenStore.get()?.accessToken).toBe('access-1');
  });

  it.each([
    ['a refusal', failure(403, { message: 'Not allowed' }), 403],
    ['a business error', failure(400, { message: 'Your account is suspended' }), 400],
    ["the server's own failure", failure(500, { message: 'Boom' }), 500],
  ])('stops at an answered failure, %s, and rejects with it', async (_, answer, status) => {
    const { checking, tries, pauses } = sessionCheck([networkFailure(), answer]);
    const settled = expect(checking).rejects.toMatchObject({ status });

    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
    expect(tries()).toBe(2);
    expect(pauses).toEqual([1_000]);
  });

  it('sends no request again that its schema refused before it was sent', async () => {
    const attempt = vi.fn(() => Promise.reject(new ContractError('User/GetUserById', null, 'query', { issues: [] } as never)));

    await expect(untilAnswered(attempt)).rejects.toBeInstanceOf(ContractError);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('stops trying when its signal aborts during a pause', async () => {
    const stop = new AbortController();
    const { checking, tries } = sessionCheck([networkFailure()], { signal: stop.signal });
    const settled = expect(checking).rejects.toThrow('gone');

    await vi.advanceTimersByTimeAsync(500);
    stop.abort(new Error('gone'));
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries()).toBe(1);
  });

  it('rejects with the failure when its signal aborted during a try', async () => {
    const stop = new AbortController();
    const attempt = vi.fn(() => {
      stop.abort();
      return Promise.reject(new ApiError({ message: 'Failed to fetch', endpoint: 'User/GetUserById', status: null }));
    });

    await expect(untilAnswered(attempt, { signal: stop.signal })).rejects.toMatchObject({ message: 'Failed to fetch' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

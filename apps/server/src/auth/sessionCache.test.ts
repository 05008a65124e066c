import { describe, expect, it } from 'vitest';
import { testClock } from '../testing/testApp.ts';
import { createSessionCache, sessionCacheSeconds } from './sessionCache.ts';

const user = { name: 'admin' };

describe('the open sessions cache', () => {
  it(`keeps a session found open for ${sessionCacheSeconds} seconds`, () => {
    const clock = testClock();
    const cache = createSessionCache<typeof user>(clock);
    cache.remember('session', user);
    clock.advanceSeconds(sessionCacheSeconds);
    expect(cache.open('session')).toBe(user);
    clock.advanceSeconds(0.001);
    expect(cache.open('session')).toBeUndefined();
  });

  it('forgets a revoked session at once', () => {
    const cache = createSessionCache<typeof user>(testClock());
    cache.remember('session', user);
    cache.revoke('session');
    expect(cache.open('session')).toBeUndefined();
  });

  it('does not take a revoked session back from a request that read it open just before', () => {
    const cache = createSessionCache<typeof user>(testClock());
    cache.revoke('session');
    cache.remember('session', user);
    expect(cache.open('session')).toBeUndefined();
  });
});

import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.ts';

/** How long a session found open is taken as open without asking the database again. */
export const sessionCacheSeconds = 5;
const maxSessions = 10_000;

type Entry<Value> = { open: Value } | { revoked: true };

/**
 * Sessions found open, kept a few seconds so that a signed-in caller's requests do not each ask the
 * database. Revoking a session here forgets it at once, and for as long as an entry lives keeps a
 * request that read the session open just before the revocation from remembering it again.
 *
 * What this server does not see, it learns when the entry expires: a session revoked by another
 * server on the same database, or a user suspended straight in the database, still works here for
 * up to `sessionCacheSeconds`.
 */
export function createSessionCache<Value extends object>(clock: Clock) {
  const entries = new LRUCache<string, Entry<Value>>({
    max: maxSessions,
    ttl: sessionCacheSeconds * 1000,
    // The app's clock, read at every check, so that tests can let entries expire.
    perf: { now: () => clock().getTime() },
    ttlResolution: 0,
  });
  return {
    open(sessionId: string): Value | undefined {
      const entry = entries.get(sessionId);
      return entry && 'open' in entry ? entry.open : undefined;
    },
    remember(sessionId: string, value: Value): void {
      if (!entries.has(sessionId)) entries.set(sessionId, { open: value });
    },
    revoke(sessionId: string): void {
      entries.set(sessionId, { revoked: true });
    },
  };
}

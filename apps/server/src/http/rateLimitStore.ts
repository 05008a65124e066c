import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { rateLimitCounts } from '../db/schema/index.ts';

/** How often a server deletes the rows of windows that have ended. */
const sweepEveryMs = 60_000;

type Counted = { current: number; ttl: number };

/**
 * @fastify/rate-limit's store over the rate_limit_counts table: servers sharing the database count
 * the same calls. The windows are fixed (a call falls in the window starting at the last multiple
 * of the window's length) and each call is counted and read back by one upsert, so calls made at
 * once to several servers are all counted.
 */
export function databaseRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweepWhenDue(now: number) {
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    await db.delete(rateLimitCounts).where(lte(rateLimitCounts.windowEnd, new Date(now)));
  }

  async function count(key: string, windowMs: number): Promise<Counted> {
    const now = clock().getTime();
    await sweepWhenDue(now);
    const windowStart = now - (now % windowMs);
    const windowEnd = windowStart + windowMs;
    const [counted] = await db
      .insert(rateLimitCounts)
      .values({ key, windowStart: new Date(windowStart), windowEnd: new Date(windowEnd), calls: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounts.key, rateLimitCounts.windowStart],
        set: { calls: sql`${rateLimitCounts.calls} + 1` },
      })
      .returning({ calls: rateLimitCounts.calls });
    return { current: counted!.calls, ttl: windowEnd - now };
  }

  class DatabaseRateLimitStore {
    incr(key: string, answer: (error: Error | null, counted?: Counted) => void, windowMs: number) {
      count(key, windowMs).then((counted) => answer(null, counted), answer);
    }

    child() {
      return this;
    }
  }
  // The plugin passes each call's window after the callback, which its types leave out.
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.ts';

// Asked on the lock's own connection, since the calls may hold all the others; a transaction keeps
// its first view of pg_stat_activity unless told to take a new one.
async function sessionsWaitingOnLocks(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_stat_clear_snapshot()`);
  const { rows } = (await tx.execute(
    sql`select count(*)::int as "waiting" from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: Array<{ waiting: number }> };
  return rows[0]!.waiting;
}

/**
 * Runs calls at once so that none of them reads before all have started, without depending on luck:
 * on PostgreSQL, another transaction holds a row lock (`lockRow`) until every call waits on a lock,
 * then lets them all go; calls beyond the pool's other connections wait for one, and go as the
 * first ones finish. PGlite runs one transaction at a time: there the calls simply run at once.
 */
export async function callsQueuedOnRowLock<Answer>(
  database: Database,
  lockRow: (tx: Db) => Promise<unknown>,
  calls: Array<() => Promise<Answer>>,
): Promise<Answer[]> {
  if (database.kind === 'pglite') return Promise.all(calls.map((call) => call()));
  let answers: Promise<Answer[]> | undefined;
  await database.db.transaction(async (tx) => {
    await lockRow(tx);
    answers = Promise.all(calls.map((call) => call()));
    const queued = Math.min(calls.length, database.connections - 1);
    const deadline = Date.now() + 10_000;
    while ((await sessionsWaitingOnLocks(tx)) < queued) {
      if (Date.now() > deadline) throw new Error(`${queued} of the ${calls.length} calls did not all wait on a lock`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return answers!;
}

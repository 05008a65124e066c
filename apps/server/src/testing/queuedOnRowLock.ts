import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.ts';

async function sessionsWaitingOnLocks(db: Db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select count(*)::int as "waiting" from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: Array<{ waiting: number }> };
  return rows[0]!.waiting;
}

/**
 * Runs calls at once so that none of them reads before all have started, without depending on luck:
 * on PostgreSQL, another transaction holds a row lock (`lockRow`) until every call waits on a lock,
 * then lets them all go. PGlite runs one transaction at a time: there the calls simply run at once.
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
    const deadline = Date.now() + 10_000;
    while ((await sessionsWaitingOnLocks(database.db)) < calls.length) {
      if (Date.now() > deadline) throw new Error(`The ${calls.length} calls did not all wait on a lock`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return answers!;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { demoDiagnostics } from './demoDiagnostics.ts';
import { seededRandom } from './random.ts';

export interface BulkDiagnosticsOptions {
  /** How many diagnostics to add. */
  count: number;
  /** The seed of their random: the same seed, `now` and doors make the same diagnostics. */
  seed?: number;
  /** The end of their year. */
  now: Date;
  /** Rows written per statement. */
  batchSize?: number;
  /** Called after each batch with the total written so far. */
  onProgress?: (written: number) => void;
}

/**
 * Adds `count` diagnostics at every door, made by the demo's own generator (`demoDiagnostics`: a
 * year of about 160 a door, most doors healthy, some flaky or failing) round after round until there
 * are enough, each round a batch of statements of `batchSize` rows read from one JSON parameter.
 * Memory stays that of one round. Within a round the rows are oldest first; the rounds overlap in
 * time, so ids do not follow creation time across them (the counts by period read the
 * (creation_time, status) indexes, not the ids). Then refreshes the planner's statistics and the
 * visibility map.
 */
export async function seedBulkDiagnostics(
  db: Db,
  { count, seed = 1, now, batchSize = 10_000, onProgress }: BulkDiagnosticsOptions,
): Promise<number> {
  const { rows } = (await db.execute(sql`select id from doors order by id`)) as unknown as { rows: Array<{ id: number }> };
  const doorIds = rows.map((door) => door.id);
  if (doorIds.length === 0) throw new Error('Diagnostics need doors: seed the demo first.');
  const random = seededRandom(seed);
  let written = 0;
  while (written < count) {
    const round = demoDiagnostics(doorIds, now, random).slice(0, count - written);
    if (round.length === 0) break;
    for (let start = 0; start < round.length; start += batchSize) {
      const batch = round.slice(start, start + batchSize).map((row) => ({
        door_id: row.doorId,
        status: row.status,
        diagnostic_date_time: row.diagnosticDateTime.toISOString(),
        is_new_user: row.isNewUser ?? false,
        creation_time: row.creationTime!.toISOString(),
      }));
      await db.execute(sql`
        insert into diagnostics (door_id, status, diagnostic_date_time, is_new_user, creation_time)
        select door_id, status, diagnostic_date_time, is_new_user, creation_time
        from json_to_recordset(${JSON.stringify(batch)}::json)
          as d(door_id int, status int, diagnostic_date_time timestamptz, is_new_user boolean, creation_time timestamptz)`);
      written += batch.length;
      onProgress?.(written);
    }
  }
  await db.execute(sql`vacuum analyze diagnostics`);
  return written;
}

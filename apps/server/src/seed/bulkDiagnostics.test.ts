import { asc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { diagnostics } from '../db/schema/index.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import { seedBulkDiagnostics } from './bulkDiagnostics.ts';

const now = new Date('2025-06-01T12:00:00Z');
// More than one round of the demo's generator (about 160 a door), in batches that do not divide it.
const count = 55_000;

let first: Database;
let second: Database;
let before: number;
let written: number;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  const { rows } = (await first.db.execute(sql`select coalesce(max(id), 0) as last from diagnostics`)) as unknown as {
    rows: Array<{ last: number }>;
  };
  before = Number(rows[0]!.last);
  written = await seedBulkDiagnostics(first.db, { count, seed: 3, now, batchSize: 7000 });
  await seedBulkDiagnostics(second.db, { count, seed: 3, now, batchSize: 7000 });
}, 180_000);
afterAll(() => Promise.all([first?.close(), second?.close()]));

const added = (database: Database) =>
  database.db
    .select({
      doorId: diagnostics.doorId,
      status: diagnostics.status,
      creationTime: diagnostics.creationTime,
      diagnosticDateTime: diagnostics.diagnosticDateTime,
    })
    .from(diagnostics)
    .where(gt(diagnostics.id, before))
    .orderBy(asc(diagnostics.id));

describe('seedBulkDiagnostics', () => {
  it('adds the diagnostics asked for over the year before now, of every status, at nearly every door', async () => {
    const made = await added(first);
    expect(written).toBe(count);
    expect(made).toHaveLength(count);
    expect(new Set(made.map((row) => row.status))).toEqual(new Set([0, 1, 2]));
    expect(made.every((row) => row.creationTime <= now && now.getTime() - row.creationTime.getTime() <= 366 * 86_400_000)).toBe(
      true,
    );
    const { rows } = (await first.db.execute(sql`select count(*)::int as doors from doors`)) as unknown as {
      rows: Array<{ doors: number }>;
    };
    expect(new Set(made.map((row) => row.doorId)).size).toBeGreaterThan(rows[0]!.doors - 3);
  });

  it('makes the same diagnostics from the same seed', async () => {
    expect(await added(second)).toEqual(await added(first));
  });
});

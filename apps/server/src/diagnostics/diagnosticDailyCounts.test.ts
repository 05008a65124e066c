import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from '../db/database.ts';
import { diagnostics, doors, locations } from '../db/schema/index.ts';
import { seedBulkDiagnostics } from '../seed/bulkDiagnostics.ts';
import { openEmptyTestDatabase, openTestDatabase } from '../testing/testDatabase.ts';

// diagnostic_daily_counts is kept by triggers on diagnostics: whatever writes them, it must hold what
// a GROUP BY of the diagnostics by door and UTC day says, no more rows and no fewer.

const rollup = sql`select door_id as "doorId", day::text as "day", successes, warnings, errors
  from diagnostic_daily_counts order by 1, 2`;
const grouped = sql`select door_id as "doorId", (creation_time at time zone 'UTC')::date::text as "day",
    (count(*) filter (where status = 2))::int as successes, (count(*) filter (where status = 1))::int as warnings,
    (count(*) filter (where status = 0))::int as errors
  from diagnostics group by 1, 2 order by 1, 2`;

async function rows(database: Database, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

async function expectRollupExact(database: Database) {
  const expected = await rows(database, grouped);
  expect(await rows(database, rollup)).toEqual(expected);
  return expected.length;
}

describe('diagnostic_daily_counts', () => {
  let database: Database;
  let doorIds: number[];

  beforeAll(async () => {
    database = await openTestDatabase();
    const [location] = await database.db
      .insert(locations)
      .values({ name: 'Rollup location', clientId: 1 })
      .returning({ id: locations.id });
    doorIds = (
      await database.db
        .insert(doors)
        .values([1, 2, 3].map((n) => ({ locationId: location!.id, name: `Rollup ${n}` })))
        .returning({ id: doors.id })
    ).map((door) => door.id);
  });
  afterAll(() => database?.close());

  it("holds the demo seed's diagnostics", async () => {
    expect(await expectRollupExact(database)).toBeGreaterThan(1000);
  });

  it('adds the rows of every insert: statements of many doors and days, one row, several rows of one day', async () => {
    await seedBulkDiagnostics(database.db, { count: 6_000, seed: 7, now: new Date('2037-06-01T12:00:00Z'), batchSize: 1_700 });
    const [a, b] = doorIds as [number, number];
    const at = (iso: string) => ({ creationTime: new Date(iso), diagnosticDateTime: new Date(iso) });
    await database.db.insert(diagnostics).values({ doorId: a, status: 2, ...at('2037-07-01T23:59:59.999Z') });
    await database.db.insert(diagnostics).values([
      { doorId: a, status: 0, ...at('2037-07-01T00:00:00Z') },
      { doorId: a, status: 1, ...at('2037-07-02T00:00:00Z') },
      { doorId: b, status: 0, ...at('2037-07-01T12:00:00Z') },
      { doorId: b, status: 0, ...at('2037-07-01T13:00:00Z') },
    ]);
    await database.db.execute(sql`insert into diagnostics (door_id, status, diagnostic_date_time, creation_time)
      select door_id, status, creation_time, creation_time + interval '1 day' from diagnostics where door_id = ${a}`);
    await expectRollupExact(database);
    expect(
      await rows(
        database,
        sql`select day::text as "day", successes, warnings, errors from diagnostic_daily_counts
      where door_id = ${a} and day >= '2037-07-01' order by day`,
      ),
    ).toEqual([
      { day: '2037-07-01', successes: 1, warnings: 0, errors: 1 },
      { day: '2037-07-02', successes: 1, warnings: 1, errors: 1 },
      { day: '2037-07-03', successes: 0, warnings: 1, errors: 0 },
    ]);
  });

  it('subtracts the rows of every delete, removing the days left without any', async () => {
    const [a] = doorIds as [number];
    await database.db.execute(sql`delete from diagnostics where door_id = ${a} and status = 0`);
    await database.db.execute(sql`delete from diagnostics where creation_time >= '2037-03-01' and status = 1`);
    await database.db.execute(sql`delete from diagnostics where id in (select id from diagnostics order by id desc limit 500)`);
    await expectRollupExact(database);
  });

  it("deletes a door's counts with the door and its diagnostics", async () => {
    const [, b, c] = doorIds as [number, number, number];
    await database.db
      .insert(diagnostics)
      .values({ doorId: c, status: 2, creationTime: new Date(), diagnosticDateTime: new Date() });
    await database.db.delete(doors).where(eq(doors.id, b));
    await database.db.delete(doors).where(eq(doors.id, c));
    expect(await rows(database, sql`select * from diagnostic_daily_counts where door_id in (${b}, ${c})`)).toEqual([]);
    await expectRollupExact(database);
  });

  it('empties with a truncated diagnostics table', async () => {
    await database.db.execute(sql`truncate diagnostics`);
    expect(await rows(database, rollup)).toEqual([]);
    await database.db
      .insert(diagnostics)
      .values({ doorId: doorIds[0]!, status: 1, creationTime: new Date(), diagnosticDateTime: new Date() });
    expect(await expectRollupExact(database)).toBe(1);
  });
});

describe('the migration to diagnostic_daily_counts', () => {
  let database: Database;
  let folder: string;

  beforeAll(async () => {
    // The migrations before it, as the server shipped them.
    folder = await mkdtemp(join(tmpdir(), 'velo-migrations-'));
    await mkdir(join(folder, 'meta'));
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const index = journal.entries.findIndex((entry) => entry.tag === '0006_diagnostic_daily_counts');
    expect(index).toBeGreaterThan(0);
    const entries = journal.entries.slice(0, index);
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) await copyFile(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
    database = await openEmptyTestDatabase();
    await database.migrate({ migrationsFolder: folder });
  });
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('counts the diagnostics already there', async () => {
    for (const statement of [
      sql`insert into clients (name) values ('Old client')`,
      sql`insert into locations (name, client_id) values ('Old place', 1)`,
      sql`insert into doors (location_id, name) values (1, 'A-01'), (1, 'A-02')`,
      sql`insert into diagnostics (door_id, status, diagnostic_date_time, creation_time)
        select 1 + n % 2, n % 3, at, at
        from generate_series(1, 500) as n, lateral (select timestamptz '2025-01-01T00:00:00Z' + n * interval '97 minutes') as t(at)`,
    ])
      await database.db.execute(statement);
    await database.migrate();
    expect(await expectRollupExact(database)).toBeGreaterThan(60);
    // And keeps them from then on.
    await database.db.execute(sql`delete from diagnostics where door_id = 2 and status = 1`);
    await database.db.execute(sql`insert into diagnostics (door_id, status, diagnostic_date_time) values (2, 1, now())`);
    await expectRollupExact(database);
  });
});

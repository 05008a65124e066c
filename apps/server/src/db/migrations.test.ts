import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, openTestDatabase } from '../testing/testDatabase.ts';
import { migrationsFolder, type Database } from './database.ts';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** A migrations folder holding only the first `count` migrations, as an older server shipped them. */
async function firstMigrations(count: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'velo-migrations-'));
  await mkdir(join(folder, 'meta'));
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entries = journal.entries.slice(0, count);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) await copyFile(join(migrationsFolder, `${tag}.sql`), join(folder, `${tag}.sql`));
  return folder;
}

// Rows an older server could hold, with every enumeration at its edges, written in that schema's SQL.
const olderRows = [
  sql`insert into clients (name) values ('Old client')`,
  sql`insert into users (user_name, name, surname, client_id, is_admin, access_level, two_factor_enabled, two_factor_provider)
    values ('old-admin', 'Old', 'Admin', 1, true, 2, true, 2)`,
  sql`insert into two_factor_codes (user_id, provider, code_hash, expires_at, creation_time) values (1, 2, 'hash', now(), now())`,
  sql`insert into locations (name, location_type, access_control_type, client_id) values ('Old place', 1, 1, 1)`,
  sql`insert into location_pricing (location_id, start_price_amount, start_price_duration, main_price_amount, main_price_duration, max_daily_amount, default_subscription_price)
    values (1, 10, 1, 5, 24, 99, 199)`,
  sql`insert into doors (location_id, name, door_type, lock_type, device_status, device_signal_strengh)
    values (1, 'A-01', 4, 3, 'OFFLINE', 'UNKNOWN'), (1, 'A-02', 0, 0, null, null)`,
];

const constraints = sql`
  select conrelid::regclass::text as "table", conname as "name", pg_get_constraintdef(oid) as "definition"
  from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`;

const indexes = sql`select tablename as "table", indexname as "name", indexdef as "definition" from pg_indexes
  where schemaname = 'public' order by 1, 2`;

async function rows(database: Database, query: SQL) {
  const answer = (await database.db.execute(query)) as unknown as { rows: unknown[] };
  return answer.rows;
}

/** Expects the statement to break a check constraint (SQLSTATE 23514). */
async function expectCheckViolation(database: Database, statement: SQL) {
  const error = await database.db.execute(statement).then(
    () => null,
    (caught: unknown) => caught,
  );
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map(
    (candidate) => (candidate as { code?: string } | null)?.code,
  );
  expect(codes, 'a check violation').toContain('23514');
}

describe('a database made by the first migration', () => {
  let upgraded: Database;
  let fresh: Database;
  let oldFolder: string;

  beforeAll(async () => {
    oldFolder = await firstMigrations(1);
    upgraded = await openEmptyTestDatabase();
    await upgraded.migrate({ migrationsFolder: oldFolder });
    for (const statement of olderRows) await upgraded.db.execute(statement);
    fresh = await openTestDatabase();
  });
  afterAll(async () => {
    await upgraded?.close();
    await fresh?.close();
    if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
  });

  it('upgrades to the latest migration, keeping its rows', async () => {
    await upgraded.migrate();
    expect(
      await rows(upgraded, sql`select name, door_type, lock_type, device_status, device_signal_strengh from doors order by id`),
    ).toEqual([
      { name: 'A-01', door_type: 4, lock_type: 3, device_status: 'OFFLINE', device_signal_strengh: 'UNKNOWN' },
      { name: 'A-02', door_type: 0, lock_type: 0, device_status: null, device_signal_strengh: null },
    ]);
    expect(await rows(upgraded, sql`select access_level, two_factor_provider from users`)).toEqual([
      { access_level: 2, two_factor_provider: 2 },
    ]);
  });

  it('ends with the same constraints and indexes as a database migrated from scratch', async () => {
    expect(await rows(upgraded, constraints)).toEqual(await rows(fresh, constraints));
    expect(await rows(upgraded, indexes)).toEqual(await rows(fresh, indexes));
  });

  it("then refuses values outside domain's enumerations and limits", async () => {
    await expectCheckViolation(upgraded, sql`update doors set door_type = 5 where id = 1`);
    await expectCheckViolation(upgraded, sql`update doors set lock_type = 4 where id = 1`);
    await expectCheckViolation(upgraded, sql`update doors set device_signal_strengh = 'GREAT' where id = 1`);
    await expectCheckViolation(upgraded, sql`update users set access_level = 3`);
    await expectCheckViolation(upgraded, sql`update users set two_factor_provider = 3`);
    await expectCheckViolation(upgraded, sql`update two_factor_codes set provider = 0`);
    await expectCheckViolation(upgraded, sql`update location_pricing set main_price_duration = 25`);
    await expectCheckViolation(upgraded, sql`update locations set location_type = 2`);
  });
});

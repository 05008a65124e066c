import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The query builder both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations in apps/server/drizzle that this database has not seen yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const casing = 'snake_case';

export type DatabaseTarget =
  | { databaseUrl: string }
  | { databaseUrl?: null; dataDir?: string }
  | { pglite: PGlite };

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or the given PGlite instance). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target && target.databaseUrl) return openPostgres(target.databaseUrl);
  if ('pglite' in target) return wrapPglite(target.pglite);
  const dataDir = 'dataDir' in target ? target.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir));
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString });
  const db = drizzlePostgres({ client: pool, schema, casing });
  await pool.query('select 1');
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

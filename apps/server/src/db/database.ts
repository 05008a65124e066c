import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { claimDataFolder } from './dataFolderLock.ts';
import { makePgliteDataFolder } from './pgliteDataFolder.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The query builder both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How many transactions can run at once: the pool's connections (PGlite runs one). */
  connections: number;
  /** Applies the migrations (by default those in apps/server/drizzle) that this database has not seen yet. */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Column names are snake_case in SQL, camelCase in TypeScript. */
export const casing = 'snake_case';

export type DatabaseTarget = { databaseUrl: string } | { databaseUrl?: null; dataDir?: string } | { pglite: PGlite };

export interface DatabaseOptions {
  /** Sees every query, e.g. to count a request's round trips in a test. */
  logger?: Logger;
}

/** A PGlite database with the extensions the migrations create (pg_trgm, for the lists' trigram indexes). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or the given PGlite instance). */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  if ('databaseUrl' in target && target.databaseUrl) return openPostgres(target.databaseUrl, options);
  if ('pglite' in target) return wrapPglite(target.pglite, options);
  const dataDir = 'dataDir' in target ? target.dataDir : undefined;
  if (!dataDir) return wrapPglite(await createPglite(), options);
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataFolder(dataDir);
  try {
    await makePgliteDataFolder(dataDir);
    const database = wrapPglite(await createPglite({ dataDir }), options);
    return { ...database, close: () => database.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * How the server connects to PostgreSQL. No JIT: the lists' widest filters made PostgreSQL compile
 * thousands of functions, 15 to 25 seconds per call, for statements that run in milliseconds.
 */
export const postgresPoolConfig = (connectionString: string): pg.PoolConfig => ({ connectionString, options: '-c jit=off' });

async function openPostgres(connectionString: string, { logger }: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool(postgresPoolConfig(connectionString));
  const db = drizzlePostgres({ client: pool, schema, casing, logger });
  await pool.query('select 1');
  return {
    db,
    kind: 'postgres',
    connections: pool.options.max,
    migrate: (options) => migratePostgres(db, { migrationsFolder: options?.migrationsFolder ?? migrationsFolder }),
    close: () => pool.end(),
  };
}

function wrapPglite(client: PGlite, { logger }: DatabaseOptions): Database {
  const db = drizzlePglite({ client, schema, casing, logger });
  return {
    connections: 1,
    db,
    kind: 'pglite',
    migrate: (options) => migratePglite(db, { migrationsFolder: options?.migrationsFolder ?? migrationsFolder }),
    close: () => client.close(),
  };
}

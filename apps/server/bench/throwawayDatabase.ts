import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../src/clock.ts';
import { createPglite, openDatabase, postgresPoolConfig, type Database, type Db } from '../src/db/database.ts';
import { seedDemoIfEmpty } from '../src/seed/seedDemo.ts';
import { startPostgresCluster } from '../src/testing/postgresCluster.ts';

export type DatabaseKind = Database['kind'];

/** Runs one statement straight on the driver: what the app's query costs without the app. */
export type RawQuery = (text: string, params: unknown[]) => Promise<unknown[]>;

export interface ThrowawayDatabase {
  database: Database;
  raw: RawQuery;
  close(): Promise<void>;
}

// Argon2 at its floor: the benchmark signs in once, and the hash is not what it measures.
const cheapHash = { memoryCost: 64, timeCost: 1 };

/**
 * A new database of the kind, migrated, with the demo seed and what `seed` adds: PGlite in memory, or
 * PostgreSQL 15 in a cluster of its own, stopped on close.
 */
export async function throwawayDatabase(
  kind: DatabaseKind,
  seed: (db: Db) => Promise<void>,
  logger: Logger,
): Promise<ThrowawayDatabase> {
  const opened = kind === 'pglite' ? await pgliteDatabase(logger) : await postgresDatabase(logger);
  try {
    await opened.database.migrate();
    await seedDemoIfEmpty(opened.database.db, cheapHash, systemClock);
    await seed(opened.database.db);
    return opened;
  } catch (error) {
    await opened.close();
    throw error;
  }
}

async function pgliteDatabase(logger: Logger): Promise<ThrowawayDatabase> {
  const pglite: PGlite = await createPglite();
  const database = await openDatabase({ pglite }, { logger });
  return {
    database,
    raw: async (text, params) => (await pglite.query(text, params)).rows,
    close: () => database.close(),
  };
}

async function postgresDatabase(logger: Logger): Promise<ThrowawayDatabase> {
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: `${cluster.serverUrl}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE velo_bench');
    await admin.end();
    const databaseUrl = `${cluster.serverUrl}/velo_bench`;
    const database = await openDatabase({ databaseUrl }, { logger });
    // A pool like the app's own (pg's default of 10 connections, the same settings) beside it.
    const pool = new pg.Pool(postgresPoolConfig(databaseUrl));
    return {
      database,
      raw: async (text, params) => (await pool.query(text, params)).rows,
      async close() {
        await Promise.allSettled([pool.end(), database.close()]);
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

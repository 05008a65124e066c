import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, type Database, type DatabaseOptions } from '../db/database.ts';

/** A private copy of the run's template database (migrated and seeded), for one test file. */
export async function openTestDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    return openDatabase({ pglite: await createPglite({ loadDataDir: new Blob([dump]) }) }, options);
  }
  return openDatabase({ databaseUrl: await createPostgresDatabase(template.serverUrl, template.templateName) }, options);
}

/** A new, empty database of the run's kind: not even migrated. */
export async function openEmptyTestDatabase(): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') return openDatabase({ pglite: await createPglite() });
  return openDatabase({ databaseUrl: await createPostgresDatabase(template.serverUrl, 'template0') });
}

async function createPostgresDatabase(serverUrl: string, template: string): Promise<string> {
  const name = `velo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}/${name}`;
}

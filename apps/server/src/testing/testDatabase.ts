import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';

/** A private copy of the run's template database (migrated and seeded), for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    return openDatabase({ pglite: await PGlite.create({ loadDataDir: new Blob([dump]) }) });
  }
  const name = `velo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${template.serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  } finally {
    await admin.end();
  }
  return openDatabase({ databaseUrl: `${template.serverUrl}/${name}` });
}

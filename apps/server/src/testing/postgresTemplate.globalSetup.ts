import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { startPostgresCluster } from './postgresCluster.ts';
import { prepareTemplate } from './templateDatabase.ts';

const templateName = 'velo_template';

// One cluster per run with one migrated, seeded template; each test file clones it (CREATE DATABASE … TEMPLATE).
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: `${cluster.serverUrl}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();

    const database = await openDatabase({ databaseUrl: `${cluster.serverUrl}/${templateName}` });
    await prepareTemplate(database);
    await database.close();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('testDatabaseTemplate', { kind: 'postgres', serverUrl: cluster.serverUrl, templateName });
  return () => cluster.stop();
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../db/database.ts';
import { prepareTemplate } from './templateDatabase.ts';

// PGlite takes seconds to create a database: build one migrated, seeded template per run, and let
// each test file load a copy of its data folder (about a second).
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'velo-pglite-'));
  const pglite = await createPglite();
  const database = await openDatabase({ pglite });
  await prepareTemplate(database);
  const dump = await pglite.dumpDataDir('none');
  await database.close();

  const dumpFile = join(folder, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseTemplate', { kind: 'pglite', dumpFile });

  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

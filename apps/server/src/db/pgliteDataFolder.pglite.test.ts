import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { makePgliteDataFolder } from './pgliteDataFolder.ts';

describe('makePgliteDataFolder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'velo-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes a database in an empty folder, which PGlite then opens as it is', async () => {
    await makePgliteDataFolder(dataDir);
    expect(statSync(join(dataDir, 'PG_VERSION')).isFile()).toBe(true);
    const pglite = await PGlite.create({ dataDir });
    try {
      expect((await pglite.query<{ answer: number }>('select 1 as answer')).rows).toEqual([{ answer: 1 }]);
    } finally {
      await pglite.close();
    }
  }, 120_000);

  it('leaves a folder that has a database as it is', async () => {
    const made = statSync(join(dataDir, 'PG_VERSION')).mtimeMs;
    await makePgliteDataFolder(dataDir);
    expect(statSync(join(dataDir, 'PG_VERSION')).mtimeMs).toBe(made);
  });
});

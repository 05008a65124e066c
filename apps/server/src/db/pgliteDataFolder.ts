import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Makes a PGlite database in a data folder that has none, in a process of its own. PGlite makes one
 * by running initdb's WebAssembly beside a second PGlite; a process keeps most of the memory they took
 * (some 160 MB) long after they are gone, so the server's process only ever opens a folder made.
 */
export async function makePgliteDataFolder(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const make = `const { PGlite } = await import(${JSON.stringify(pglite)}); await (await PGlite.create(${JSON.stringify(dataDir)})).close();`;
  await run(process.execPath, ['--input-type=module', '--eval', make]);
}

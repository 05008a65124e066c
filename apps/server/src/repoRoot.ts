import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo's root: the nearest folder above `start` holding pnpm-workspace.yaml, else null. */
export function findRepoRoot(start: string): string | null {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'pnpm-workspace.yaml'))) return folder;
    if (dirname(folder) === folder) return null;
  }
}

/** The root of the repository this server's code lives in. */
export const serverRepoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url))) ?? process.cwd();

import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Someone else's claim on a data folder. */
export class DataFolderInUse extends Error {
  constructor(dataDir: string, holder: number) {
    super(
      `The data folder ${dataDir} is in use by process ${holder}, a server most likely: stop it first, or use another DATA_DIR.`,
    );
    this.name = 'DataFolderInUse';
  }
}

/**
 * Claims a PGlite data folder for this process until the returned release is called. PGlite keeps
 * no lock of its own: a second process opens the same folder, and each overwrites what the other
 * wrote. A claim left by a process that is gone is taken over.
 */
export function claimDataFolder(dataDir: string): () => void {
  const claim = join(dataDir, 'velo-server.pid');
  for (;;) {
    try {
      const file = openSync(claim, 'wx');
      writeSync(file, String(process.pid));
      closeSync(file);
      return () => rmSync(claim, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(claim, 'utf8'));
    if (isRunning(holder)) throw new DataFolderInUse(dataDir, holder);
    rmSync(claim, { force: true });
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

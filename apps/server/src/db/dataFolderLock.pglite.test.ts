import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataFolder } from './dataFolderLock.ts';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const claimFile = () => join(folder, 'velo-server.pid');

describe('a claim on a PGlite data folder', () => {
  it('holds the folder for this process until released', () => {
    folder = mkdtempSync(join(tmpdir(), 'velo-claim-'));
    const release = claimDataFolder(folder);
    expect(readFileSync(claimFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(claimFile())).toBe(false);
  });

  it('refuses a folder a running process holds, naming the folder and the process', () => {
    folder = mkdtempSync(join(tmpdir(), 'velo-claim-'));
    const release = claimDataFolder(folder);
    expect(() => claimDataFolder(folder)).toThrow(`The data folder ${folder} is in use by process ${process.pid}`);
    release();
  });

  it('takes over a claim left by a process that is gone', () => {
    folder = mkdtempSync(join(tmpdir(), 'velo-claim-'));
    // Beyond the largest process id Linux hands out (2^22).
    writeFileSync(claimFile(), '4194305');
    const release = claimDataFolder(folder);
    expect(readFileSync(claimFile(), 'utf8')).toBe(String(process.pid));
    release();
  });
});

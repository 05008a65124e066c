import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { startApp } from '../startApp.ts';
import { authenticate, signIn } from '../testing/requests.ts';
import { testConfig } from '../testing/testConfig.ts';

// The command as the README gives it, on a data folder of its own (PGlite, whichever project runs the test).
const dataDir = mkdtempSync(join(tmpdir(), 'velo-create-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const command = fileURLToPath(new URL('./createAdmin.ts', import.meta.url));
// pnpm runs the package's scripts in its folder, where tsx is installed.
const serverFolder = fileURLToPath(new URL('../..', import.meta.url));
const strongPassword = 'Kq7#mZp2@xWv';

function createAdmin(args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', command, ...args], {
    cwd: serverFolder,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('pnpm --filter @velo/server create-admin', () => {
  it.each<[string, string[], string, string]>([
    ['no --email', [], strongPassword, '--email is missing'],
    ['an --email that is no address', ['--email', 'ada'], strongPassword, '--email must be an e-mail address'],
    ['no password on standard input', ['--email', 'ada@example.com'], '', 'No password given'],
  ])('refuses %s with a message and exit code 1', async (_, args, stdin, message) => {
    const { code, stderr } = await createAdmin(args, stdin);
    expect(stderr).toContain(message);
    expect(code).toBe(1);
  });

  // A new PGlite folder is created and migrated by the first run: slow on a busy machine.
  it('creates an administrator with the password piped in, who then signs in to the console', { timeout: 180_000 }, async () => {
    const created = await createAdmin(
      ['--email', 'ada@example.com', '--name', 'Ada', '--surname', 'Lovelace'],
      `${strongPassword}\n`,
    );
    expect(created.stdout).toContain('Created the system administrator "admin" (ada@example.com)');
    expect(created.code).toBe(0);

    const again = await createAdmin(['--email', 'grace@example.com'], strongPassword);
    expect(again.stderr).toContain('There is already a user named "admin".');
    expect(again.code).toBe(1);

    const database = await openDatabase({ dataDir });
    const whileOpen = await createAdmin(['--email', 'grace@example.com'], strongPassword);
    expect(whileOpen.stderr).toContain(`The data folder ${dataDir} is in use by process ${process.pid}`);
    expect(whileOpen.code).toBe(1);
    const { app } = await startApp(database, testConfig(loadConfig({ DATA_DIR: dataDir }, ['--production'])), false);
    try {
      const { accessToken } = await signIn(app, 'ada@example.com', strongPassword);
      expect(decodeJwt(accessToken)).toMatchObject({ role: ['Admin'], IsSystemAdmin: 'True' });
      // The line break that ended the piped password is not part of it.
      expect((await authenticate(app, { userNameOrEmailAddress: 'admin', password: `${strongPassword}\n` })).status).toBe(400);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const postgresBin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  serverUrl: string;
  stop(): Promise<void>;
}

/** A throwaway PostgreSQL cluster on a free loopback port, with trust auth, in a temporary folder. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const initdb = join(postgresBin, 'initdb');
  if (!existsSync(initdb)) {
    throw new Error(
      `PostgreSQL 15 is needed for the server-postgres tests: ${initdb} is missing (apt-get install postgresql-15)`,
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'velo-postgres-'));
  const dataDir = join(folder, 'data');
  // PostgreSQL refuses to run as root: when we are root, the cluster runs as the postgres user.
  const runAs = process.getuid?.() === 0 ? await systemUser('postgres') : null;
  if (runAs) await chown(folder, runAs.uid, runAs.gid);
  const options = { ...(runAs ?? {}), cwd: folder };

  await run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--lc-ctype=C.UTF-8'], options);
  const port = await freePort();
  const serverOptions = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await run(
    join(postgresBin, 'pg_ctl'),
    ['-D', dataDir, '-l', join(folder, 'server.log'), '-o', serverOptions, '-w', 'start'],
    options,
  );

  return {
    serverUrl: `postgres://postgres@127.0.0.1:${port}`,
    async stop() {
      await run(join(postgresBin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], options).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function systemUser(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

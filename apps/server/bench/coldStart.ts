// How long `pnpm --filter @velo/server start` takes to answer on PGlite, and the memory it holds: see
// docs/benchmarks.md, "Cold start".
// pnpm --filter @velo/server bench:cold-start [--runs 3] [--server <a server's folder, this one by default>]…
// (after `pnpm --filter @velo/console build`: the first answer is the sign-in page)
//
// Each run starts the server (`pnpm start`) on a fresh temporary data folder, then again on the folder it
// left; with several --server folders (e.g. a copy of an earlier commit's apps/server), a run measures
// each in turn, so that they share the machine's load. It measures from the spawn: the sign-in page's first 200, admin's first sign-in, and the demo
// seeded in full (the line the server prints once it is); and the server process's resident memory at
// its peak and once the demo is seeded.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findRepoRoot } from '../src/repoRoot.ts';
import { demoPassword } from '../src/seed/demoSignIns.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    server: { type: 'string', multiple: true, default: [fileURLToPath(new URL('..', import.meta.url))] },
  },
});
for (const folder of options.server) {
  const consolePage = join(findRepoRoot(folder) ?? folder, 'apps', 'console', 'dist', 'index.html');
  if (!existsSync(consolePage))
    throw new Error(`No ${consolePage}: build the console first (pnpm --filter @velo/console build).`);
}
const timeoutMs = 300_000;
const pollMs = 25;

interface Measure {
  answeredMs: number;
  signedInMs: number;
  seededMs: number;
  peakRssMb: number;
  seededRssMb: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The processes of a process group (pnpm, tsx, the server), by reading /proc. */
function groupProcesses(groupId: number): Array<{ pid: number; rssKb: number; command: string }> {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command's closing parenthesis: state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.push({ pid: Number(entry), rssKb, command });
    } catch {
      // The process ended while it was read.
    }
  }
  return found;
}

/** The server's own process: the one running main.ts that tsx started (not tsx's launcher, nor pnpm). */
const serverRssKb = (groupId: number) =>
  Math.max(
    0,
    ...groupProcesses(groupId)
      .filter((each) => each.command.includes('src/main.ts'))
      .map((each) => each.rssKb),
  );

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const closed = new Promise((resolve) => child.on('close', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await closed;
}

async function measureStart(serverFolder: string, dataDir: string): Promise<Measure> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('pnpm', ['start'], {
    cwd: serverFolder,
    // The polling must not run into the limit on public calls.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_RATE_LIMIT_PER_MINUTE: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let seededMs: number | undefined;
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (seededMs === undefined && /Velo is running at/.test(output) && !/Seeding the demo data/.test(output))
      seededMs = performance.now() - started;
    if (seededMs === undefined && /Demo data seeded/.test(output)) seededMs = performance.now() - started;
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peakRssKb = 0;
  const sampler = setInterval(() => (peakRssKb = Math.max(peakRssKb, serverRssKb(child.pid!))), 100);
  const elapsed = () => performance.now() - started;
  const until = async (done: () => boolean | Promise<boolean>, what: string) => {
    while (!(await done())) {
      if (child.exitCode !== null) throw new Error(`the server stopped before ${what}:\n${output}`);
      if (elapsed() > timeoutMs) throw new Error(`no ${what} within ${timeoutMs / 1000} s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    return elapsed();
  };
  try {
    const answeredMs = await until(() => answers(`${base}/`), 'sign-in page');
    const signedInMs = await until(
      () =>
        answers(`${base}/api/TokenAuth/Authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userNameOrEmailAddress: 'admin', password: demoPassword }),
        }),
      'sign-in',
    );
    await until(() => seededMs !== undefined, 'seeded demo');
    // The memory it holds once the seed is done and the collector has had a moment.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const seededRssKb = serverRssKb(child.pid!);
    return {
      answeredMs,
      signedInMs,
      seededMs: seededMs!,
      peakRssMb: Math.max(peakRssKb, seededRssKb) / 1024,
      seededRssMb: seededRssKb / 1024,
    };
  } finally {
    clearInterval(sampler);
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const row = (name: string, measures: Measure[]) => {
  const of = (key: keyof Measure) => median(measures.map((measure) => measure[key]));
  const each = (key: keyof Measure, format: (value: number) => string) =>
    measures.map((measure) => format(measure[key])).join(', ');
  const megabytes = (value: number) => value.toFixed(0);
  return (
    `| ${name} | ${seconds(of('answeredMs'))} (${each('answeredMs', seconds)}) | ${seconds(of('signedInMs'))} ` +
    `(${each('signedInMs', seconds)}) | ${seconds(of('seededMs'))} (${each('seededMs', seconds)}) | ` +
    `${megabytes(of('peakRssMb'))} (${each('peakRssMb', megabytes)}) | ${megabytes(of('seededRssMb'))} (${each('seededRssMb', megabytes)}) |`
  );
};

const servers = options.server.map((folder) => ({ folder, fresh: [] as Measure[], existing: [] as Measure[] }));
const loadBefore = loadavg()[0]!;
for (let run = 0; run < Number(options.runs); run += 1) {
  for (const server of servers) {
    const dataDir = mkdtempSync(join(tmpdir(), 'velo-cold-start-'));
    try {
      server.fresh.push(await measureStart(server.folder, dataDir));
      server.existing.push(await measureStart(server.folder, dataDir));
      console.error(
        `run ${run + 1}, ${server.folder}:`,
        JSON.stringify({ fresh: server.fresh.at(-1), existing: server.existing.at(-1) }),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
console.log(
  `${cpus().length} cores, load average ${loadBefore.toFixed(2)} before and ${loadavg()[0]!.toFixed(2)} after; ` +
    `medians of ${options.runs} runs (each run in brackets)`,
);
for (const { folder, fresh, existing } of servers) {
  console.log(`\n${folder}\n`);
  console.log('| data folder | first answer, s | admin signed in, s | demo seeded, s | peak RSS, MB | RSS once seeded, MB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(row('fresh', fresh));
  console.log(row('existing', existing));
}

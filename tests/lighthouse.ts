// Lighthouse on the sign-in route, mobile and desktop, against the built console served by the real
// server (demo data on a throwaway PGlite folder). Prints the scores and timings and fails when a
// performance score falls under its floor. `pnpm lighthouse`; not part of `pnpm test` (a minute of
// both cores, and Lighthouse's timings swing with the machine's load).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchOptions } from './chromium.ts';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8282);
const origin = `http://127.0.0.1:${port}`;
type FormFactor = 'mobile' | 'desktop';
const performanceFloor: Record<FormFactor, number> = { mobile: 90, desktop: 95 };

function runToEnd(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${status}`))));
  });
}

async function waitForServer(server: ChildProcess) {
  for (let waited = 0; waited < 240_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`the server stopped with exit ${server.exitCode}`);
    const answered = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${origin} within 4 minutes`);
}

async function audit(chrome: LaunchedChrome, formFactor: FormFactor) {
  const result = await lighthouse(
    `${origin}/#/login`,
    { port: chrome.port, logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${formFactor}`);
  const { lhr } = result;
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const seconds = (id: string) => `${(value(id) / 1000).toFixed(2)} s`;
  return {
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    FCP: seconds('first-contentful-paint'),
    LCP: seconds('largest-contentful-paint'),
    TBT: `${Math.round(value('total-blocking-time'))} ms`,
    CLS: value('cumulative-layout-shift').toFixed(3),
    transferred: `${(value('total-byte-weight') / 1024).toFixed(1)} KB`,
  };
}

await runToEnd('pnpm', ['--filter', '@velo/console', 'build']);
const dataDir = mkdtempSync(join(tmpdir(), 'velo-lighthouse-'));
const server = spawn('pnpm', ['--filter', '@velo/server', 'start'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEMO: '1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  detached: true,
});
let chrome: LaunchedChrome | undefined;
try {
  await waitForServer(server);
  chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  const results: Awaited<ReturnType<typeof audit>>[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) results.push(await audit(chrome, formFactor));
  console.table(results);
  const under = results.filter((result) => result.performance < performanceFloor[result.formFactor]);
  for (const result of under) {
    console.log(
      `${result.formFactor}: performance ${result.performance}, under its floor of ${performanceFloor[result.formFactor]}`,
    );
  }
  process.exitCode = under.length ? 1 : 0;
} finally {
  chrome?.kill();
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.on('close', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

#!/usr/bin/env node
// Measures how smoothly the 100,000-row DataTable story scrolls in Chromium.
//
//   node packages/design-system/scripts/measureTableScroll.mjs [--build] [--seconds 5] [--runs 3]
//
// Builds Storybook (production, as `pnpm build-storybook` does) into a temporary folder unless one
// is already there (or --build asks for a fresh one), serves it on a local port, opens the story's
// iframe in Debian's Chromium through Playwright, waits for the story's play function to finish, and
// then scrolls the table from top to bottom over a few seconds, one scrollTop step per animation
// frame. It prints the frames per second (animation frames / elapsed time), the long tasks (>50 ms,
// PerformanceObserver 'longtask'), the rows in the DOM, and the machine's load while it ran.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, cpus, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const seconds = option('seconds', 5);
const runs = option('runs', 3);
const storyId = 'components-datatable--hundred-thousand-rows';
const outputDir = process.env.STORYBOOK_OUTPUT_DIR ?? join(tmpdir(), 'velo-storybook-measure');

if (args.includes('--build') || !existsSync(join(outputDir, 'iframe.html'))) {
  console.log(`Building Storybook into ${outputDir} …`);
  const build = spawnSync('pnpm', ['exec', 'storybook', 'build', '--quiet', '--output-dir', outputDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
  const file = join(outputDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(outputDir) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

// The same Chromium and flags as the story tests and journeys (tests/chromium.ts); never a download.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const loadBefore = loadavg();
const results = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // Storybook says on its channel when the story's play function is done, and whether it passed.
  await page.addInitScript(() => {
    const listen = () => {
      const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return setTimeout(listen, 5);
      channel.on('storyFinished', ({ status }) => (globalThis.__storyFinished = status));
      channel.on('playFunctionThrewException', (error) => (globalThis.__playError = String(error?.message ?? error)));
    };
    listen();
  });
  const opened = Date.now();
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${storyId}&viewMode=story`);
  await page.getByRole('grid', { name: 'Orders' }).waitFor({ timeout: 120_000 });
  const firstRender = Date.now() - opened;
  // The story's play function clicks, presses keys and scrolls: let it finish, and pass, first.
  await page.waitForFunction(() => globalThis.__storyFinished !== undefined, undefined, { timeout: 180_000 });
  const played = Date.now() - opened;
  const { status, playError } = await page.evaluate(() => ({
    status: globalThis.__storyFinished,
    playError: globalThis.__playError,
  }));
  console.log(`story rendered in ${firstRender} ms (navigation to grid); play function ${status} after ${played} ms`);
  if (status !== 'success') throw new Error(`the story's play function failed: ${playError ?? 'see Storybook'}`);

  for (let run = 1; run <= runs; run++) {
    const result = await page.evaluate(async (durationMs) => {
      const grid = document.querySelector('[role="grid"]');
      if (!(grid instanceof HTMLElement)) throw new Error('no grid');
      grid.scrollTop = 0;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const longTasks = [];
      const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
      observer.observe({ type: 'longtask' });
      const distance = grid.scrollHeight - grid.clientHeight;
      let frames = 0;
      let maxFrameGap = 0;
      const start = performance.now();
      let previous = start;
      await new Promise((done) => {
        const step = (now) => {
          frames++;
          maxFrameGap = Math.max(maxFrameGap, now - previous);
          previous = now;
          const progress = Math.min(1, (now - start) / durationMs);
          grid.scrollTop = progress * distance;
          if (progress < 1) requestAnimationFrame(step);
          else done();
        };
        requestAnimationFrame(step);
      });
      const elapsed = performance.now() - start;
      // Long tasks are reported after they end: give the last one a frame to arrive.
      await new Promise((done) => setTimeout(done, 100));
      observer.disconnect();
      const rows = grid.querySelectorAll('[role="row"]').length;
      const lastRow = grid.querySelector('[aria-rowindex="100001"]');
      return {
        frames,
        elapsedMs: Math.round(elapsed),
        fps: Math.round((frames / elapsed) * 1000 * 10) / 10,
        maxFrameGapMs: Math.round(maxFrameGap),
        longTasks: longTasks.length,
        longTaskMs: Math.round(longTasks.reduce((sum, task) => sum + task.duration, 0)),
        longestTaskMs: Math.round(Math.max(0, ...longTasks.map((task) => task.duration))),
        scrolledPx: Math.round(distance),
        rowsInDom: rows,
        lastRowRendered: lastRow !== null,
      };
    }, seconds * 1000);
    results.push(result);
    console.log(`run ${run}:`, JSON.stringify(result));
  }
} finally {
  await browser.close();
  server.close();
}

const loadAfter = loadavg();
const mean = (key) => Math.round((results.reduce((sum, result) => sum + result[key], 0) / results.length) * 10) / 10;
console.log(
  `\nmean of ${results.length} runs of ${seconds} s: ${mean('fps')} fps, ${mean('longTasks')} long tasks totalling ${mean('longTaskMs')} ms a run`,
);
console.log(
  `load average (1/5/15 min) before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadAfter
    .map((n) => n.toFixed(2))
    .join(' ')}; ${cpus().length} cores`,
);

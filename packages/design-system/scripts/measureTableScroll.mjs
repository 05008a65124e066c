#!/usr/bin/env node
// Measures how smoothly the 100,000-row DataTable story scrolls in Chromium, beside a plain
// virtualized grid of the same rows on the same loop, and how long the story takes to draw its first row.
//
//   node packages/design-system/scripts/measureTableScroll.mjs [--build] [--seconds 5] [--runs 3]
//
// Builds Storybook (production, as `pnpm build-storybook` does) into a temporary folder unless one
// is already there (or --build asks for a fresh one), serves it on a local port, opens the story's
// iframe in Debian's Chromium through Playwright, waits for the story's play function to finish, and
// then, taking turns with the plain grid, scrolls the table from top to bottom over a few seconds, one
// scrollTop step per animation frame. It prints for both the frames per second (animation frames /
// elapsed time), the long tasks (>50 ms, PerformanceObserver 'longtask') and the rows in the DOM, their
// medians, and the machine's load while it ran.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, cpus, tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { fullChromium } from '../../../tests/chromium.mjs';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const seconds = option('seconds', 5);
const runs = option('runs', 3);
const storyId = 'components-datatable--hundred-thousand-rows';
const rowCount = 100_000;
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

// Scrolling is timed in the whole Chromium, as Lighthouse times pages (tests/chromium.mjs); never a download.
const browser = await chromium.launch(fullChromium);

/**
 * Scrolls a box from top to bottom over `durationMs`, one scrollTop step per animation frame, and
 * counts the frames and the long tasks (>50 ms) on the way. Runs in the page.
 */
function scrollLoop({ selector, durationMs, lastRowIndex }) {
  return (async () => {
    const box = document.querySelector(selector);
    if (!(box instanceof HTMLElement)) throw new Error(`no ${selector}`);
    box.scrollTop = 0;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask' });
    const distance = box.scrollHeight - box.clientHeight;
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
        box.scrollTop = progress * distance;
        if (progress < 1) requestAnimationFrame(step);
        else done();
      };
      requestAnimationFrame(step);
    });
    const elapsed = performance.now() - start;
    // Long tasks are reported after they end: give the last one a frame to arrive.
    await new Promise((done) => setTimeout(done, 100));
    observer.disconnect();
    return {
      fps: Math.round((frames / elapsed) * 1000 * 10) / 10,
      maxFrameGapMs: Math.round(maxFrameGap),
      longTasks: longTasks.length,
      longTaskMs: Math.round(longTasks.reduce((sum, task) => sum + task.duration, 0)),
      longestTaskMs: Math.round(Math.max(0, ...longTasks.map((task) => task.duration))),
      rowsInDom: box.querySelectorAll('[role="row"]').length,
      lastRowRendered: box.querySelector(`[aria-rowindex="${lastRowIndex}"]`) !== null,
    };
  })();
}

/**
 * The yardstick: a plain virtualized grid of the same rows, in a box of the table's size, with no
 * framework. On each scroll event it writes the rows in view (and two either side) into a pool of
 * absolutely placed row elements, as a hand-written virtual list does. Runs in the page.
 */
function mountPlainGrid({ count, rowHeight, width, height }) {
  const names = [
    ['Ingrid', 'Ola', 'Kari', 'Lars', 'Sigrid', 'Anders', 'Nora', 'Emil', 'Astrid', 'Jonas'],
    ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Berg', 'Haugen', 'Dahl', 'Lie', 'Moen'],
  ];
  const statuses = ['Pending', 'Ordered', 'Completed', 'Cancelled', 'Waiting for the device'];
  const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const box = document.createElement('div');
  box.id = 'plain-grid';
  box.setAttribute('role', 'grid');
  box.setAttribute('aria-rowcount', String(count + 1));
  box.style.cssText = `position:fixed;inset:0 auto auto 0;width:${width}px;height:${height}px;overflow:auto;background:#fff;z-index:10;font:14px/1.5 sans-serif`;
  const content = document.createElement('div');
  content.style.cssText = `position:relative;height:${(count + 1) * rowHeight}px`;
  box.append(content);
  const pool = [];
  const row = (index) => {
    if (pool[index]) return pool[index];
    const element = document.createElement('div');
    element.setAttribute('role', 'row');
    element.style.cssText = `position:absolute;left:0;right:0;height:${rowHeight}px;display:flex;border-bottom:1px solid #ddd;box-sizing:border-box`;
    for (let cell = 0; cell < 4; cell++) {
      const cellElement = document.createElement('div');
      cellElement.setAttribute('role', cell === 0 ? 'rowheader' : 'gridcell');
      cellElement.style.cssText = 'flex:1;padding:12px 16px;overflow:hidden;white-space:nowrap';
      element.append(cellElement);
    }
    content.append(element);
    return (pool[index] = element);
  };
  const draw = () => {
    const first = Math.max(0, Math.floor(box.scrollTop / rowHeight) - 2);
    const end = Math.min(count, Math.ceil((box.scrollTop + height) / rowHeight) + 2);
    for (let index = first; index < end; index++) {
      const id = index + 1;
      const hash = Math.imul(id, 2654435761) >>> 0;
      const element = row(index - first);
      element.hidden = false;
      element.setAttribute('aria-rowindex', String(id + 1));
      element.style.transform = `translateY(${(index + 1) * rowHeight}px)`;
      const [order, name, status, amount] = element.children;
      order.textContent = `#${id}`;
      name.textContent = `${names[0][hash % 10]} ${names[1][(hash >>> 8) % 10]}`;
      status.textContent = statuses[(hash >>> 16) % 5];
      amount.textContent = `${money.format(20 + ((hash >>> 4) % 48000) / 100)} NOK`;
    }
    for (let index = end - first; index < pool.length; index++) pool[index].hidden = true;
  };
  box.addEventListener('scroll', draw, { passive: true });
  document.body.append(box);
  draw();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Opens a story and returns the milliseconds from navigation to its first row header drawn. */
async function openStory(page, id) {
  const opened = Date.now();
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`);
  await page.getByRole('rowheader').first().waitFor({ timeout: 120_000 });
  return Date.now() - opened;
}

const loadBefore = loadavg();
const table = [];
const plain = [];
let firstRow;
let smallStory;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // What Storybook itself takes to open a story: a table of ten rows.
  smallStory = await openStory(page, 'components-datatable--first-page');
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
  firstRow = await openStory(page, storyId);
  // The story's play function clicks, presses keys and scrolls: let it finish, and pass, first.
  await page.waitForFunction(() => globalThis.__storyFinished !== undefined, undefined, { timeout: 180_000 });
  const played = Date.now() - opened;
  const { status, playError } = await page.evaluate(() => ({
    status: globalThis.__storyFinished,
    playError: globalThis.__playError,
  }));
  console.log(
    `first row drawn ${firstRow} ms after navigation (a 10-row story: ${smallStory} ms); play function ${status} after ${played} ms`,
  );
  if (status !== 'success') throw new Error(`the story's play function failed: ${playError ?? 'see Storybook'}`);

  const grid = page.getByRole('grid', { name: 'Orders' });
  const { width, height } = await grid.evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));
  await page.evaluate(mountPlainGrid, { count: rowCount, rowHeight: 46, width, height });
  // Table and yardstick take turns, so that a change in the machine's load falls on both alike.
  for (let run = 1; run <= runs; run++) {
    const loop = { durationMs: seconds * 1000, lastRowIndex: rowCount + 1 };
    const tableRun = await page.evaluate(scrollLoop, { ...loop, selector: '[role="grid"][aria-label="Orders"]' });
    const plainRun = await page.evaluate(scrollLoop, { ...loop, selector: '#plain-grid' });
    table.push(tableRun);
    plain.push(plainRun);
    console.log(`run ${run}: table ${JSON.stringify(tableRun)}`);
    console.log(`run ${run}: plain ${JSON.stringify(plainRun)}`);
  }
} finally {
  await browser.close();
  server.close();
}

const loadAfter = loadavg();
const summary = (results) =>
  `${median(results.map((result) => result.fps))} fps, ${median(results.map((result) => result.longTasks))} long tasks totalling ${median(
    results.map((result) => result.longTaskMs),
  )} ms`;
console.log(`\nmedians of ${runs} runs of ${seconds} s each, taking turns:`);
console.log(`  DataTable:                ${summary(table)}`);
console.log(`  plain virtualized grid:   ${summary(plain)}`);
console.log(`  first row drawn:          ${firstRow} ms after navigation (a 10-row story: ${smallStory} ms)`);
console.log(
  `load average (1/5/15 min) before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadAfter
    .map((n) => n.toFixed(2))
    .join(' ')}; ${cpus().length} cores`,
);

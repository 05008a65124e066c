// `pnpm test`: type-checks the workspace, runs every Vitest project (domain, api-client, server on
// PGlite and PostgreSQL, stories in Chromium), then the Playwright journeys against the started
// product, and ends with one plain summary line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log(`◀ ${label}: exit ${status} in ${Math.round((Date.now() - started) / 1000)} s`);
  return status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const counts = { passed: 0, failed: 0 };
const failures = [];

if (!run('typecheck', 'pnpm', ['typecheck'])) failures.push('typecheck');

const vitestReport = join(reports, 'vitest.json');
const vitestOk = run('vitest', 'pnpm', [
  'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
}
if (!vitestOk || !vitest) failures.push('vitest');

const e2eReport = join(reports, 'e2e.json');
const e2eOk = run('e2e', 'pnpm', ['exec', 'playwright', 'test', '-c', 'tests/playwright.config.ts']);
const e2e = readJson(e2eReport);
if (e2e) {
  counts.passed += e2e.stats.expected + e2e.stats.flaky;
  counts.failed += e2e.stats.unexpected;
}
if (!e2eOk || !e2e) failures.push('e2e');

// A step that failed without failing a counted test (type errors, a crashed runner) still counts.
const uncounted = failures.length > 0 && counts.failed === 0 ? failures.length : 0;
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
const summary = `${counts.passed} passed, ${counts.failed + uncounted} failed`;
writeFileSync(join(reports, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(failures.length ? 1 : 0);

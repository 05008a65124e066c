// Where a `pnpm test` run's time went: each step's wall time, and the slowest test files of each runner, read from
// their JSON reports.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Vitest's files with their wall time; a file run by two projects (PGlite and PostgreSQL) is listed for each. */
function vitestFiles(report) {
  return (report?.testResults ?? []).map((file) => ({ name: relative(root, file.name), ms: file.endTime - file.startTime }));
}

/** Playwright's files with the time their tests took, every test of a file summed. */
function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        byFile.set(file, (byFile.get(file) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, `tests/e2e/${suite.file}`);
  return [...byFile].map(([name, ms]) => ({ name, ms }));
}

const slowest = (files, count = 10) => [...files].sort((a, b) => b.ms - a.ms).slice(0, count);

/** The table printed at the end of every run: the steps in the order they ran, then each runner's slowest files. */
export function timeTable(steps, { vitestReport, playwrightReport }) {
  const width = Math.max(...steps.map((step) => step.label.length));
  const lines = ['Where the time went:'];
  for (const step of steps) {
    lines.push(`  ${step.label.padEnd(width)}  ${seconds(step.ms).padStart(8)}  ${step.ok ? 'passed' : 'FAILED'}`);
  }
  const runners = [
    ['Vitest', vitestFiles(readJson(vitestReport))],
    ['Playwright', playwrightFiles(readJson(playwrightReport))],
  ];
  for (const [runner, files] of runners) {
    if (!files.length) continue;
    lines.push(`Slowest ${runner} files:`);
    for (const file of slowest(files)) lines.push(`  ${seconds(file.ms).padStart(8)}  ${file.name}`);
  }
  return lines.join('\n');
}

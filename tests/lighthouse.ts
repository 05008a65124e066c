// Lighthouse on the sign-in page and the signed-in locations list, with its mobile and desktop presets (their
// simulated throttling), against the built console served by the real server (demo data on a throwaway PGlite
// folder). Prints a table and every miss of the budget (performance 95, LCP 1.5 s, TBT 100 ms, accessibility 100);
// fails when a page misses it, or, for the gaps known today, the guard that keeps them from widening. `pnpm lighthouse`; `pnpm test` runs it alone, on the console its bundle budget step built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { fullChromium } from './chromium.mjs';
import { consoleBuildIsCurrent } from './consoleBuild.mjs';
import { run, start, waitFor } from './processes.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8282);
const origin = `http://127.0.0.1:${port}`;
type Budget = { performance: number; accessibility: number; lcpMs: number; tbtMs: number };
const budget: Budget = { performance: 95, accessibility: 100, lcpMs: 1500, tbtMs: 100 };
/**
 * Where a page cannot meet the budget yet, a guard past today's figures and their swing keeps it from getting worse, and the
 * miss of the budget itself is printed on every run. On the mobile preset's slow 4G, the 90 KB of JavaScript that draws
 * the sign-in form takes 1.6 s to arrive and run; the locations list waits for 180 KB, the session and the list call,
 * and draws its rows in long tasks on the 4× slower CPU (docs/benchmarks.md, "Loading budgets").
 */
const knownGaps: Record<string, Partial<Budget>> = {
  'sign-in (mobile)': { lcpMs: 1900 },
  'locations (mobile)': { performance: 60, lcpMs: 4500, tbtMs: 1000 },
  // Unthrottled, so the machine's own load shows: 46 to 63 ms on a quiet machine since the rows are drawn in a
  // transition (145 ms before), 120 to 140 ms beside other work before it.
  'locations (desktop)': { tbtMs: 200 },
};
/** Lighthouse's figures move from run to run: a page that misses is audited twice more and judged by its median run. */
const runsOnAMiss = 3;

type FormFactor = 'mobile' | 'desktop';
interface AuditedPage {
  name: string;
  path: string;
  /** Audited signed in as this demo user. */
  userName?: string;
}
const pages: AuditedPage[] = [
  { name: 'sign-in', path: '/#/login' },
  { name: 'locations', path: '/#/locations', userName: 'admin' },
];
const sessionKey = 'velo.session';
/** LIGHTHOUSE_REPORTS=folder keeps each audit's full report (JSON, for the Lighthouse viewer). */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

/** Signs in through the API and returns the session as the console keeps it in localStorage. */
async function sessionOf(userName: string) {
  const response = await fetch(`${origin}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password: 'Demo1234!' }),
  });
  const { result } = (await response.json()) as {
    result: { accessToken: string; refreshToken: string; expireInSeconds: number; userId: number };
  };
  return {
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    expiresAt: Date.now() + result.expireInSeconds * 1000,
    userId: result.userId,
  };
}

/**
 * Empties the browser's cache and storage, then keeps `userName`'s session (if any) in the origin's localStorage:
 * Lighthouse is then told not to reset storage, so the audit loads a signed-in page from a cold cache.
 */
async function prepareBrowser(chrome: LaunchedChrome, userName: string | undefined) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (userName) {
      const session = await sessionOf(userName);
      // Any page of the origin owns its storage: a missing file's answer loads nothing of the console.
      await page.goto(`${origin}/lighthouse-sets-the-session.txt`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [sessionKey, JSON.stringify(session)] as const);
    }
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(chrome: LaunchedChrome, page: AuditedPage, formFactor: FormFactor) {
  await prepareBrowser(chrome, page.userName);
  const result = await lighthouse(
    `${origin}${page.path}`,
    {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${page.name} (${formFactor})`);
  const { lhr } = result;
  if (reportsDir) writeFileSync(join(reportsDir, `lighthouse-${page.name}-${formFactor}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new AuditFailed(`Lighthouse on ${page.name} (${formFactor}): ${lhr.runtimeError.message}`);
  const finalUrl = lhr.finalDisplayedUrl;
  if (!finalUrl.endsWith(page.path)) throw new Error(`Lighthouse on ${page.path} ended on ${finalUrl}`);
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page: page.name,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    transferredKb: Number((value('total-byte-weight') / 1024).toFixed(1)),
    failedAccessibility: Object.values(lhr.audits)
      .filter((item) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === item.id) && item.score === 0)
      .map((item) => item.id),
  };
}
type Audit = Awaited<ReturnType<typeof audit>>;

const auditName = (result: Audit) => `${result.page} (${result.formFactor})`;

function misses(result: Audit, limits: Budget): string[] {
  const missed: string[] = [];
  if (result.performance < limits.performance) missed.push(`performance ${result.performance} < ${limits.performance}`);
  if (result.lcpMs > limits.lcpMs) missed.push(`LCP ${result.lcpMs} ms > ${limits.lcpMs} ms`);
  if (result.tbtMs > limits.tbtMs) missed.push(`TBT ${result.tbtMs} ms > ${limits.tbtMs} ms`);
  if (result.accessibility < limits.accessibility) {
    missed.push(`accessibility ${result.accessibility} < ${limits.accessibility} (${result.failedAccessibility.join(', ')})`);
  }
  return missed;
}

const guardOf = (result: Audit): Budget => ({ ...budget, ...knownGaps[auditName(result)] });

/** The run whose performance score is the median of its runs. */
function medianRun(runs: Audit[]): Audit {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Lighthouse's own failure to record a load (its trace missing a navigation start, say): it asks to be run again. */
class AuditFailed extends Error {}
const triesOnAFailedAudit = 3;

async function auditRecorded(chrome: LaunchedChrome, page: AuditedPage, formFactor: FormFactor): Promise<Audit> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await audit(chrome, page, formFactor);
    } catch (failure) {
      if (!(failure instanceof AuditFailed) || tried === triesOnAFailedAudit) throw failure;
      console.log(`${failure.message}; auditing again`);
    }
  }
}

async function auditJudged(chrome: LaunchedChrome, page: AuditedPage, formFactor: FormFactor): Promise<Audit> {
  const first = await auditRecorded(chrome, page, formFactor);
  if (!misses(first, guardOf(first)).length) return first;
  const runs = [first];
  while (runs.length < runsOnAMiss) runs.push(await auditRecorded(chrome, page, formFactor));
  return medianRun(runs);
}

if (consoleBuildIsCurrent()) console.log('apps/console/dist is newer than its sources: audited as built');
else await run('pnpm', ['--filter', '@velo/console', 'build'], { cwd: root });

const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'velo-lighthouse-'));
const server = start('pnpm', ['--filter', '@velo/server', 'start'], {
  cwd: root,
  env: { PORT: String(port), HOST: '127.0.0.1', DEMO: '1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
let chrome: LaunchedChrome | undefined;
try {
  // An API call: it answers once the demo is seeded (the console's page answers before).
  await waitFor(`${origin}/api/docs/openapi.json`, server, 240_000);
  console.log(`server with demo data up in ${Math.round((Date.now() - started) / 1000)} s`);
  chrome = await launch({
    chromePath: fullChromium.executablePath,
    chromeFlags: ['--headless=new', ...fullChromium.args],
  });
  const results: Audit[] = [];
  for (const page of pages) {
    for (const formFactor of ['mobile', 'desktop'] as const) results.push(await auditJudged(chrome, page, formFactor));
  }
  console.table(results.map(({ failedAccessibility: _, ...shown }) => shown));
  let failed = 0;
  let pastBudget = 0;
  for (const result of results) {
    const overGuard = misses(result, guardOf(result));
    const overBudget = misses(result, budget);
    failed += overGuard.length;
    pastBudget += overBudget.length;
    const known = auditName(result) in knownGaps;
    for (const miss of overBudget)
      console.log(`${known ? 'budget not met yet (a known gap)' : 'OVER BUDGET'} ${auditName(result)}: ${miss}`);
    if (known) for (const miss of overGuard) console.log(`OVER ITS GUARD ${auditName(result)}: ${miss}`);
  }
  if (!pastBudget) {
    console.log(
      `every page within budget: performance ≥ ${budget.performance}, LCP ≤ ${budget.lcpMs} ms, TBT ≤ ${budget.tbtMs} ms, accessibility ${budget.accessibility}`,
    );
  }
  console.log(`audited in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exitCode = failed ? 1 : 0;
} finally {
  chrome?.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

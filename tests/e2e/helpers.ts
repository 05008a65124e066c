import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type APIRequestContext, type Page, type Request } from '@playwright/test';
import type { FilterRuleLeaf, Location } from '@velo/api-client';
import { journeyServer } from './journeyServers.ts';

export { expect };

/**
 * Playwright's test, where every journey talks to its worker's own server, and also fails on a Content-Security-Policy
 * violation: the server's policy names what the built console may load and run, and a console change that needs more
 * must change the policy knowingly.
 */
export const test = base.extend<{ contentSecurityPolicyHolds: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  baseURL: async ({}, use, testInfo) => use(journeyServer(testInfo.parallelIndex).origin),
  contentSecurityPolicyHolds: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportPolicyViolation(violation: string): void }).reportPolicyViolation(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          ),
        ),
      );
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export const demoPassword = 'Demo1234!';

/**
 * The rows of the data grid named `name` that hold records: a list that is loading has one row too, whose cell
 * (a row header) says so, and a click on it opens nothing.
 */
export const dataRows = (page: Page, name: string) =>
  page
    .getByRole('grid', { name })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .filter({ hasNot: page.getByRole('status') });

export async function signIn(page: Page, userName: string, password = demoPassword) {
  await page.goto('/#/login');
  await fillSignIn(page, userName, password);
}

async function fillSignIn(page: Page, userName: string, password: string) {
  await page.getByLabel('User name or e-mail').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signed in through the sign-in page. With an address, the journey opens it first, as a user following a link does:
 * the console asks to sign in and then opens it, without drawing the home page (a dashboard over a year of orders) on
 * the way. Only while signed out: a page that shows the console keeps its session in memory even with the storage
 * cleared, and another of its addresses changes only the hash.
 */
export async function signedIn(page: Page, userName: string, address?: string) {
  if (address) {
    await page.goto(address);
    await expect(page, 'signed out, the console asks to sign in before it opens the address').toHaveURL(/#\/login\?from=/);
    await fillSignIn(page, userName, demoPassword);
  } else await signIn(page, userName);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** The server's own answer, for comparing what a page shows with what the API says. */
export async function apiToken(request: APIRequestContext, userName: string): Promise<string> {
  const response = await request.post('/api/TokenAuth/Authenticate', {
    data: { userNameOrEmailAddress: userName, password: demoPassword },
  });
  const body = await response.json();
  return body.result.accessToken;
}

/** Every location the user may see that matches the rules, as the list shows them by default (newest id first). */
export async function apiLocations(request: APIRequestContext, userName: string, filterRules: FilterRuleLeaf[]) {
  const response = await request.post('/api/services/app/Location/GetList', {
    headers: { Authorization: `Bearer ${await apiToken(request, userName)}` },
    data: {
      sorting: 'Id DESC',
      skipCount: 0,
      maxResultCount: 1000,
      filterRule: filterRules.length ? { condition: 'and', filterRules } : null,
    },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return body.result as { items: Location[]; totalCount: number };
}

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules whose outcome depends on the colours: all that can differ between the themes. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Axe on the page, naming every element of a violation but only one example of what passes or does not apply:
 * naming each of those took most of axe's time on a long page (the API docs).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });

type Theme = 'light' | 'dark';

/** The page's own colour scheme as computed: the console sets it on <html>, a server-rendered page (the API docs) from its stylesheet. */
const shownTheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme as Theme);

/** Whether the console's user picked a theme (in Settings), which the page keeps whatever the browser prefers. */
const themePicked = (page: Page) => page.evaluate(() => localStorage.getItem('velo.theme') !== null);

async function expectNoViolations(page: Page, theme: Theme, axe: AxeBuilder) {
  await expect.poll(() => shownTheme(page), `the page in the ${theme} theme`).toBe(theme);
  // A dialog still fading in, or colours still changing to the other theme, are measured as low contrast: wait
  // for the page's finite animations and transitions (spinners run forever) to end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await axe.analyze();
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations in the ${theme} theme`).toEqual([]);
}

/**
 * What a page's look is compared without (`looks/data-hidden.css`). Laid over the page as a constructed style sheet:
 * the console's Content-Security-Policy refuses the `<style>` element Playwright's own `stylePath` would add.
 */
const dataHidden = readFileSync(join(import.meta.dirname, 'looks/data-hidden.css'), 'utf8');

const lookComparison = {
  animations: 'disabled',
  // Pixels count as different from a small change of colour on: Playwright's default (0.2) lets a surface a
  // shade lighter through, and hidden data leaves no anti-aliased text to forgive.
  threshold: 0.05,
  // A badge a little wider for its (hidden) text; tables are pictured alike whatever they hold (data-hidden.css).
  // A surface, border or control painted in the wrong theme's colour is far more.
  maxDiffPixelRatio: 0.01,
} as const;

/** Compares the page's look in the theme with its reference picture, `looks/<look>-<theme>.png` (made by `--update-snapshots`). */
async function expectLook(page: Page, look: string, theme: Theme) {
  const hide = (css: string) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  };
  const show = () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  };
  await page.evaluate(hide, dataHidden);
  try {
    await expect(page, `the ${look} page's look in the ${theme} theme`).toHaveScreenshot(`${look}-${theme}.png`, lookComparison);
  } finally {
    await page.evaluate(show);
  }
}

/**
 * Checks the page as it is now with axe (WCAG 2.2 A and AA) in the browser's theme, then its colours (contrast) in the
 * other: the page follows the browser's colour scheme, so the browser is switched and back. A journey's behaviour
 * does not depend on the theme, its look does: each journey runs once and every page it checks is checked in both.
 * With a `look`, the page's look in each theme is also compared with its reference picture of that name.
 */
export async function expectAccessible(page: Page, look?: string) {
  const browserTheme: Theme = test.info().project.use.colorScheme === 'dark' ? 'dark' : 'light';
  await expectNoViolations(page, browserTheme, axeOn(page).withTags(wcag));
  if (look) await expectLook(page, look, browserTheme);
  if (await themePicked(page)) return;
  const other: Theme = browserTheme === 'light' ? 'dark' : 'light';
  await page.emulateMedia({ colorScheme: other });
  try {
    await expectNoViolations(page, other, axeOn(page).withRules(colourRules));
    if (look) await expectLook(page, look, other);
  } finally {
    await page.emulateMedia({ colorScheme: browserTheme });
  }
  await expect.poll(() => shownTheme(page)).toBe(browserTheme);
}

/** One call of the API as a demo user, answered with its HTTP status and the envelope's result or error. */
export async function callApi<Result = unknown>(
  request: APIRequestContext,
  userName: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/services/app/${path}`, {
    method,
    headers: { Authorization: `Bearer ${await apiToken(request, userName)}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = await response.json();
  return {
    status: response.status(),
    result: body.result as Result,
    error: body.error as { code: string; message: string } | null,
  };
}

/** A name no other journey or run of this one uses: the two theme projects share one database. */
export const uniqueName = (base: string) => `${base} ${test.info().project.name} ${Date.now().toString(36)}`;

const pagerNumber = new Intl.NumberFormat('en-GB');

/** What a table's pager reads for the rows from `first` on, `size` a page, of `total`: "31–60 of 2,500". */
export const pagerRange = (first: number, total: number, size: number) =>
  `${pagerNumber.format(first)}–${pagerNumber.format(Math.min(first + size - 1, total))} of ${pagerNumber.format(total)}`;

/**
 * Records the loading steps the page shows from here on (the text of each status that appears: "Loading the page"),
 * and returns what it saw so far.
 */
export async function watchLoadingSteps(page: Page): Promise<() => Promise<string[]>> {
  const watch = () => {
    const seen = new Set<string>();
    Object.assign(window, { loadingSteps: seen });
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]'))
        if (status.textContent?.startsWith('Loading')) seen.add(status.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  };
  await page.addInitScript(watch);
  await page.evaluate(watch);
  return () => page.evaluate(() => [...(window as unknown as { loadingSteps: Set<string> }).loadingSteps]);
}

/** Whether a request or answer is of the API call named `call` (e.g. `Client/GetAll`), whatever its query. */
const isCall = (call: string, sent: { url(): string }) => new URL(sent.url()).pathname === `/api/services/app/${call}`;

/** The page's next answer to the API call named `call`: wait for it before a reload, so that it is not taken for the reload's. */
export const answerTo = (page: Page, call: string) => page.waitForResponse((response) => isCall(call, response));

/**
 * What the page asks for while it reloads and until `drawn` resolves, in order: the API calls named by `calls`
 * (e.g. `Location/GetList`) and the code chunks named by `chunks` (e.g. `ClientPicker`).
 */
export async function askedOnReload(
  page: Page,
  { calls, chunks }: { calls: string[]; chunks: string[] },
  drawn: () => Promise<void>,
) {
  const asked: string[] = [];
  const named = (request: { url(): string }) =>
    calls.find((call) => isCall(call, request)) ??
    chunks.find((chunk) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(new URL(request.url()).pathname));
  // From the reload's own document request on: what the page before it still asked for (a picker drawn late) is not the reload's.
  let reloading = false;
  const listen = (request: Request) => {
    if (request.isNavigationRequest()) reloading = true;
    const name = reloading && named(request);
    if (name) asked.push(name);
  };
  page.on('request', listen);
  // Routing turns the browser's cache off, so a chunk kept from the first visit is asked for again and seen.
  await page.route('**/*', (route) => route.continue());
  await page.reload();
  await drawn();
  page.off('request', listen);
  await page.unrouteAll();
  return asked;
}

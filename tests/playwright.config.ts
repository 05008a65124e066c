import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './chromium.ts';
import { consoleBuildIsCurrent } from './consoleBuild.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);

/** The journeys' PGlite folder: emptied before the server starts, removed after the run (this file is also read by every worker). */
export const e2eDataDir = fileURLToPath(new URL('../.tmp/e2e-data', import.meta.url));

// Journeys run against the real product: built console, real server, demo data on a fresh PGlite folder.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/reports/e2e.json' }]],
  outputDir: '../.tmp/e2e-results',
  globalTeardown: './e2e/globalTeardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // Every journey once, in a light browser; its accessibility checks (expectAccessible) switch the browser to dark and
  // back, which the console follows until the user picks a theme, to check each page's colours in both themes.
  projects: [{ name: 'journeys', use: { colorScheme: 'light' } }],
  webServer: {
    // The console as built, when current (`pnpm test` builds it for the bundle budget first), or built now.
    command: `rm -rf '${e2eDataDir}' && ${consoleBuildIsCurrent() ? 'pnpm --filter @velo/server start' : 'pnpm start'}`,
    cwd: '..',
    // An API call: it answers once the demo is seeded (the console's page answers before).
    url: `http://127.0.0.1:${port}/api/docs/openapi.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '1',
      DATA_DIR: e2eDataDir,
    },
  },
});

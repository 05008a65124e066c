import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { consoleBuildIsCurrent } from './consoleBuild.mjs';
import { journeyServers } from './e2e/journeyServers.ts';

// Journeys run against the real product: built console, real server, demo data on a fresh PGlite folder.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: journeyServers.length,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/reports/e2e.json' }]],
  outputDir: '../.tmp/e2e-results',
  // Each page's look in each theme (expectAccessible's `look`), kept beside the journeys as their reference.
  snapshotPathTemplate: '{testDir}/looks/{arg}{ext}',
  globalTeardown: './e2e/globalTeardown.ts',
  use: {
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // Every journey once, in a light browser; its accessibility checks (expectAccessible) switch the browser to dark and
  // back, which the console follows until the user picks a theme, to check each page's colours in both themes.
  projects: [{ name: 'journeys', use: { colorScheme: 'light' } }],
  // Each worker's own server (the journeys' `baseURL`); the first builds the console when it is not current
  // (`pnpm test` builds it for the bundle budget first), and they start one after another.
  webServer: journeyServers.map(({ port, origin, dataDir }, index) => ({
    command: `rm -rf '${dataDir}' && ${index === 0 && !consoleBuildIsCurrent() ? 'pnpm start' : 'pnpm --filter @velo/server start'}`,
    cwd: '..',
    // An API call: it answers once the demo is seeded (the console's page answers before).
    url: `${origin}/api/docs/openapi.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: { PORT: String(port), HOST: '127.0.0.1', DEMO: '1', DATA_DIR: dataDir },
  })),
});

import { defineProject } from 'vitest/config';

// The server's tests again, on a throwaway PostgreSQL 15 cluster; fails when PostgreSQL 15 is missing.
export default defineProject({
  test: {
    name: 'server-postgres',
    environment: 'node',
    // Files share a worker's modules: each file builds its own app over its own database, and
    // importing the server once per worker instead of once per file took this run from 151 to 110 s.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // A `.pglite.test.ts` tries what only PGlite has (a data folder, the CLI on one) and needs no second run.
    exclude: ['src/**/*.pglite.test.ts'],
    globalSetup: ['src/testing/postgresTemplate.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { defineProject } from 'vitest/config';

// The server's tests on PGlite; vitest.postgres.config.ts runs the same files on PostgreSQL 15.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Files share a worker's modules: each file builds its own app over its own database, and
    // importing the server once per worker instead of once per file took the PGlite run from 280 to 227 s.
    isolate: false,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/pgliteTemplate.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

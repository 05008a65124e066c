import { defineProject } from 'vitest/config';

// The server's tests on PGlite; vitest.postgres.config.ts runs the same files on PostgreSQL 15.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/pgliteTemplate.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { defineProject } from 'vitest/config';

// The server's tests again, on a throwaway PostgreSQL 15 cluster; fails when PostgreSQL 15 is missing.
export default defineProject({
  test: {
    name: 'server-postgres',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/postgresTemplate.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

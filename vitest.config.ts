import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace; each package owns its project config.
export default defineConfig({
  test: {
    // A worker per core, where Vitest's default keeps one core free: its tests spend much of their time
    // waiting on PostgreSQL, PGlite and Chromium, and on 2 cores the whole run took 793 s with two
    // workers against 930 s with one.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*/vitest.config.ts',
      'packages/domain/vitest.oslo.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.postgres.config.ts',
    ],
  },
});

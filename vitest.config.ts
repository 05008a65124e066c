import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace; each package owns its project config.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/domain/vitest.oslo.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vitest.postgres.config.ts',
    ],
  },
});

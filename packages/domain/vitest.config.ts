import { defineProject } from 'vitest/config';

// Dates are shown in the browser's time zone: the rules run in UTC here and in Europe/Oslo (vitest.oslo.config.ts).
export default defineProject({
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'], env: { TZ: 'UTC' } },
});

import { defineProject } from 'vitest/config';

// The console's parts that need no browser (list parameters, filters, page loading) and its build plugins; pages are
// tested by the journeys in tests/e2e.
export default defineProject({
  test: { name: 'console', environment: 'node', include: ['src/**/*.test.ts', '*.test.ts'] },
});

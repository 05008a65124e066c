import { defineProject } from 'vitest/config';

// The console's pure parts (list parameters, filters) and its build plugins; pages are tested by the journeys in tests/e2e.
export default defineProject({
  test: { name: 'console', environment: 'node', include: ['src/**/*.test.ts', '*.test.ts'] },
});

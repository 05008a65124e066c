import { defineProject } from 'vitest/config';

// The domain rules again in a zone with an offset and daylight saving time.
export default defineProject({
  test: { name: 'domain-oslo', environment: 'node', include: ['src/**/*.test.ts'], env: { TZ: 'Europe/Oslo' } },
});

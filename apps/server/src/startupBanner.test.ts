import { describe, expect, it } from 'vitest';
import { startupBanner } from './startupBanner.ts';
import { testConfig } from './testing/testConfig.ts';

const pglite = { databaseKind: 'pglite', seeding: false, hasUsers: true } as const;

describe('the start-up banner', () => {
  it('says in demo mode that the outbox is open to anyone, and lists the demo sign-ins', () => {
    const banner = startupBanner(testConfig({ demo: true }), { ...pglite, seeding: true });
    expect(banner).toContain(
      'DEMO MODE, not for real users: the outbox at /api/dev/outbox is open to anyone, without signing in,',
    );
    expect(banner).toContain('sign-in codes included. Use `pnpm start:production` for real users.');
    expect(banner).toContain('Seeding the demo data: the console opens at once, the API answers once the data is in.');
    expect(banner).toMatch(/^ {2}admin +Demo1234! {2}system admin$/m);
  });

  it('mentions neither the outbox nor the demo sign-ins in production', () => {
    const banner = startupBanner(testConfig({ demo: false }), pglite);
    expect(banner).toContain('Velo is running at http://localhost:8080');
    expect(banner).not.toMatch(/outbox|Demo1234!|DEMO/);
  });

  it('tells a production start without users how to create the first administrator', () => {
    const banner = startupBanner(testConfig({ demo: false }), { ...pglite, hasUsers: false });
    expect(banner).toContain('  pnpm --filter @velo/server create-admin --email <address>');
    expect(startupBanner(testConfig({ demo: false }), pglite)).not.toContain('create-admin');
  });
});

import type { Config } from './config.ts';
import { demoPassword, demoSignIns } from './seed/demoSignIns.ts';

export interface StartFacts {
  databaseKind: 'pglite' | 'postgres';
  /** The demo data is going in now, while the server listens. */
  seeding: boolean;
  /** Anyone can sign in yet. */
  hasUsers: boolean;
}

/** What the start prints: where the console is, the database, and what the demo mode opens. */
export function startupBanner(config: Config, { databaseKind, seeding, hasUsers }: StartFacts): string {
  const where = databaseKind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `Velo is running at http://localhost:${config.port}`,
    `Database: ${where}`,
    ...(seeding ? ['Seeding the demo data: the console opens at once, the API answers once the data is in.'] : []),
  ];
  if (config.demo) {
    const width = Math.max(...demoSignIns.map((signIn) => signIn.userName.length), 'user name'.length);
    lines.push(
      'DEMO MODE, not for real users: the outbox at /api/dev/outbox is open to anyone, without signing in,',
      'and shows every SMS and e-mail the server sends, sign-in codes included. Use `pnpm start:production` for real users.',
      '',
      `  ${'user name'.padEnd(width)}  ${'password'.padEnd(demoPassword.length)}  role`,
      ...demoSignIns.map((signIn) => `  ${signIn.userName.padEnd(width)}  ${demoPassword}  ${signIn.role}`),
    );
  } else if (!hasUsers) {
    lines.push(
      'No one can sign in yet: stop the server (on PGlite) and create the first administrator with',
      '  pnpm --filter @velo/server create-admin --email <address>',
    );
  }
  return `${lines.join('\n')}\n`;
}

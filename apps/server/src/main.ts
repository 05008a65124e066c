import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { systemClock } from './clock.ts';
import { demoPassword, demoSignIns } from './seed/demoSignIns.ts';
import { seedDemoIfEmpty } from './seed/seedDemo.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
await database.migrate();
const seeded = config.demo && (await seedDemoIfEmpty(database.db, config.passwordHashCost, systemClock));

const app = await buildApp({ db: database.db, config });
await app.listen({ port: config.port, host: config.host });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

console.log(banner());

function banner(): string {
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `Velo is running at http://localhost:${config.port}`,
    `Database: ${where}${seeded ? ', demo data seeded just now' : ''}`,
  ];
  if (config.demo) {
    const width = Math.max(...demoSignIns.map((signIn) => signIn.userName.length), 'user name'.length);
    lines.push(
      'Demo mode: SMS and e-mail are kept in the outbox at /api/dev/outbox',
      '',
      `  ${'user name'.padEnd(width)}  ${'password'.padEnd(demoPassword.length)}  role`,
      ...demoSignIns.map((signIn) => `  ${signIn.userName.padEnd(width)}  ${demoPassword}  ${signIn.role}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

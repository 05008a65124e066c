import { count } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { users } from './db/schema/index.ts';
import { startApp } from './startApp.ts';
import { startupBanner } from './startupBanner.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
const { app, seeded } = await startApp(database, config);
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

const [userCount] = await database.db.select({ users: count() }).from(users);
console.log(startupBanner(config, { databaseKind: database.kind, seeded, hasUsers: (userCount?.users ?? 0) > 0 }));

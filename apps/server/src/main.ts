import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { hasUsers } from './seed/seedDemo.ts';
import { startApp } from './startApp.ts';
import { startupBanner } from './startupBanner.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
const { app, demoSeed } = await startApp(database, config);
await app.listen({ port: config.port, host: config.host });

let stopping = false;
async function stop(reason: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${reason}: closing`);
  await app.close();
  await database.close();
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

console.log(
  startupBanner(config, {
    databaseKind: database.kind,
    seeding: demoSeed !== null,
    hasUsers: demoSeed !== null || (await hasUsers(database.db)),
  }),
);
demoSeed?.then(
  () => console.log(`Demo data seeded, ${(performance.now() / 1000).toFixed(1)} s after the start.`),
  (error: unknown) => {
    app.log.error({ err: error }, 'the demo seed failed');
    void stop('the demo seed failed', 1);
  },
);

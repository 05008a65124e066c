import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { startDeviceSimulator } from './doors/deviceSimulator.ts';
import { seedDemoIfEmpty } from './seed/seedDemo.ts';

/** What a start does before it listens: the migrations, the demo seed and device simulator (only with the demo on), the app. */
export async function startApp(
  database: Database,
  config: Config,
  logger?: FastifyServerOptions['logger'],
): Promise<{ app: FastifyInstance; seeded: boolean }> {
  await database.migrate();
  const seeded = config.demo && (await seedDemoIfEmpty(database.db, config.passwordHashCost, systemClock));
  const app = await buildApp({ db: database.db, config, logger });
  if (config.demo) startDeviceSimulator(app, database.db, systemClock);
  return { app, seeded };
}

import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { startDeviceSimulator } from './doors/deviceSimulator.ts';
import { apiWaitsFor } from './http/apiWaitsFor.ts';
import { hasUsers, seedDemo } from './seed/seedDemo.ts';

export interface StartedApp {
  app: FastifyInstance;
  /**
   * The demo seed, running when the demo is on and the database had no users; null otherwise. The
   * app is ready to listen meanwhile: API calls wait for the seed, the console's files do not.
   */
  demoSeed: Promise<void> | null;
}

/**
 * What a start does before it listens: the migrations and the app; with the demo on, its device
 * simulator and, on a database without users, the demo seed, begun once the app is ready.
 */
export async function startApp(database: Database, config: Config, logger?: FastifyServerOptions['logger']): Promise<StartedApp> {
  await database.migrate();
  const app = await buildApp({ db: database.db, config, logger });
  if (!config.demo) return { app, demoSeed: null };
  if (await hasUsers(database.db)) {
    startDeviceSimulator(app, database.db, systemClock);
    return { app, demoSeed: null };
  }
  // The seed begins once the app is ready, so that it holds up neither the app's start nor its listening.
  let ready!: () => void;
  const demoSeed = new Promise<void>((resolve) => (ready = resolve)).then(() =>
    seedDemo(database.db, config.passwordHashCost, systemClock()),
  );
  apiWaitsFor(app, demoSeed);
  startDeviceSimulator(app, database.db, systemClock, { after: demoSeed });
  await app.ready();
  ready();
  return { app, demoSeed };
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { CodeGenerator } from '../auth/twoFactor.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import { testConfig } from './testConfig.ts';
import { openTestDatabase } from './testDatabase.ts';

/** A clock the test moves by hand. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advanceMinutes(minutes: number) {
      now += minutes * 60_000;
    },
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
  });
}
export type TestClock = ReturnType<typeof testClock>;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  clock: TestClock;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Makes the two-factor codes, so a test knows them; random by default. */
  generateCode?: CodeGenerator;
}

/**
 * Gives the test file an app over its own copy of the seeded database, built before its tests and
 * closed after them. Read the fields inside tests (they are set in `beforeAll`).
 */
export function useTestApp({ config, generateCode }: TestAppOptions = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.db = context.database.db;
    context.clock = testClock();
    context.app = await buildApp({
      db: context.db,
      config: testConfig(config),
      clock: context.clock,
      generateCode,
      logger: false,
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

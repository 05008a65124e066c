import { systemClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { seedDemoIfEmpty } from '../seed/seedDemo.ts';
import { testConfig } from './testConfig.ts';

/** How a test file gets its own copy of the migrated, seeded template database. */
export type TestDatabaseTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** Migrates and seeds the template once per test run. */
export async function prepareTemplate(database: Database): Promise<void> {
  await database.migrate();
  await seedDemoIfEmpty(database.db, testConfig().passwordHashCost, systemClock);
}

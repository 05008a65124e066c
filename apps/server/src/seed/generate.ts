// Fills the server's database with a large data set, for benchmarks and trying the console at scale:
// `pnpm --filter @velo/server generate --orders 1000000`. See usage below.
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { DataFolderInUse } from '../db/dataFolderLock.ts';
import { openDatabase } from '../db/database.ts';
import { seedBulkDiagnostics } from './bulkDiagnostics.ts';
import { seedBulkOrders } from './bulkOrders.ts';
import { seedDemoIfEmpty } from './seedDemo.ts';

const usage = `Usage: pnpm --filter @velo/server generate --orders <count> [--diagnostics <count>] [--seed 1] [--batch 5000] [--now <ISO moment>]
Adds <count> orders with their payments, spread over the year up to now across all doors and end users,
and as many diagnostics as asked for (the demo's generator: about 160 a door each round),
to the database the server uses (DATABASE_URL, else the PGlite folder DATA_DIR), after migrating it and
seeding the demo if it is empty. The same seed and --now make the same orders. On PGlite, stop the server first.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

function readArguments() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        orders: { type: 'string' },
        diagnostics: { type: 'string', default: '0' },
        seed: { type: 'string', default: '1' },
        batch: { type: 'string', default: '5000' },
        now: { type: 'string' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const whole = (name: string, raw: string | undefined, least: number) => {
    const value = Number(raw);
    if (raw === undefined || !Number.isInteger(value) || value < least)
      fail(`--${name} must be a whole number of at least ${least}.`);
    return value;
  };
  const now = values.now === undefined ? systemClock() : new Date(values.now);
  if (Number.isNaN(now.getTime())) fail('--now must be a moment such as 2025-06-01T12:00:00Z.');
  return {
    orders: whole('orders', values.orders, 0),
    diagnostics: whole('diagnostics', values.diagnostics, 0),
    seed: whole('seed', values.seed, 0),
    batch: whole('batch', values.batch, 1),
    now,
  };
}

const options = readArguments();
const config = loadConfig(process.env, []);
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }).catch(
  (error: unknown) => (error instanceof DataFolderInUse ? fail(error.message) : Promise.reject(error)),
);
const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const perSecond = (rows: number, since: number) => Math.round(rows / ((performance.now() - since) / 1000)).toLocaleString('en');
try {
  await database.migrate();
  if (await seedDemoIfEmpty(database.db, config.passwordHashCost, () => options.now)) console.log(`${where}: seeded the demo`);
  const started = performance.now();
  let lastPrinted = 0;
  const written = await seedBulkOrders(database.db, {
    count: options.orders,
    seed: options.seed,
    now: options.now,
    batchSize: options.batch,
    onProgress: ({ orders, payments }) => {
      if (performance.now() - lastPrinted < 1000 && orders < options.orders) return;
      lastPrinted = performance.now();
      console.log(
        `${orders.toLocaleString('en')} / ${options.orders.toLocaleString('en')} orders, ${payments.toLocaleString('en')} payments: ` +
          `${perSecond(orders, started)} orders/s, ${perSecond(orders + payments, started)} rows/s`,
      );
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${where}: added ${written.orders.toLocaleString('en')} orders and ${written.payments.toLocaleString('en')} payments ` +
      `in ${seconds.toFixed(1)} s with VACUUM ANALYZE (${perSecond(written.orders + written.payments, started)} rows/s)`,
  );
  if (options.diagnostics > 0) {
    const diagnosticsStarted = performance.now();
    lastPrinted = 0;
    const diagnostics = await seedBulkDiagnostics(database.db, {
      count: options.diagnostics,
      seed: options.seed,
      now: options.now,
      onProgress: (done) => {
        if (performance.now() - lastPrinted < 1000 && done < options.diagnostics) return;
        lastPrinted = performance.now();
        console.log(
          `${done.toLocaleString('en')} / ${options.diagnostics.toLocaleString('en')} diagnostics: ` +
            `${perSecond(done, diagnosticsStarted)} rows/s`,
        );
      },
    });
    console.log(
      `${where}: added ${diagnostics.toLocaleString('en')} diagnostics in ` +
        `${((performance.now() - diagnosticsStarted) / 1000).toFixed(1)} s with VACUUM ANALYZE ` +
        `(${perSecond(diagnostics, diagnosticsStarted)} rows/s)`,
    );
  }
} finally {
  await database.close();
}

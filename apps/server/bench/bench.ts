// The list endpoints against the raw queries they run: see docs/benchmarks.md.
// pnpm bench [--suites locations,orders,diagnostics] [--databases pglite,postgres] [--locations 100000] [--orders 1000000]
//   [--diagnostics 1000000]
//   [--connections 20] [--duration 5] [--rounds 3]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { measureSuite, tableHeader, type Suite } from './harness.ts';
import { diagnosticSuite } from './diagnosticStatistic.ts';
import { locationSuite } from './locationList.ts';
import { orderSuite } from './orderList.ts';
import type { DatabaseKind, ThrowawayDatabase } from './throwawayDatabase.ts';

const { values: options } = parseArgs({
  options: {
    suites: { type: 'string', default: 'locations' },
    databases: { type: 'string', default: 'pglite,postgres' },
    locations: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '1000000' },
    diagnostics: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
  },
});
const suites: Record<string, () => Suite> = {
  locations: () => locationSuite(Number(options.locations)),
  orders: () => orderSuite(Number(options.orders)),
  diagnostics: () => diagnosticSuite(Number(options.diagnostics)),
};
const chosen = options.suites.split(',').map((name) => {
  const suite = suites[name];
  if (!suite) throw new Error(`No suite "${name}": ${Object.keys(suites).join(', ')}`);
  return suite();
});
const kinds = options.databases.split(',') as DatabaseKind[];
const run = { connections: Number(options.connections), seconds: Number(options.duration), rounds: Number(options.rounds) };

const opened: ThrowawayDatabase[] = [];
const closeAll = () => Promise.allSettled(opened.splice(0).map((target) => target.close()));
// Stopped by hand: the throwaway PostgreSQL cluster goes too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void closeAll().then(() => process.exit(130)));

const loadBefore = loadavg();
const rows: string[] = [];
try {
  for (const suite of chosen) {
    // One database at a time: a suite's data set is dropped before the next is made.
    for (const kind of kinds) {
      rows.push(...(await measureSuite(kind, suite, run, opened)));
      await closeAll();
    }
  }
} finally {
  await closeAll();
}
const loadAfter = loadavg();
const averages = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
console.log(
  [
    `${cpus().length} cores, load average ${averages(loadBefore)} before and ${averages(loadAfter)} after; ` +
      `${chosen.map((suite) => `${options[suite.name as 'locations' | 'orders' | 'diagnostics']} ${suite.name}`).join(' and ')}, ` +
      `${run.connections} connections, ${run.rounds} alternating rounds of ${run.seconds} s each (medians)`,
    '',
    ...tableHeader,
    ...rows,
  ].join('\n'),
);

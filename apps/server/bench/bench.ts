// The list endpoints against the raw queries they run: see docs/benchmarks.md.
// pnpm bench [--suites locations,lists,orders,diagnostics,dashboard] [--databases pglite,postgres] [--locations 100000]
//   [--orders 1000000] [--diagnostics 1000000]
//   [--connections 20] [--duration 5] [--rounds 3] (a suite may have its own defaults) [--plans plans.md]
//   [--requests 'all time, all'] (only the requests whose name contains it)
//   [--profile profiles/] (CPU profiles of each request's bare handler and endpoint rounds, for Chrome's DevTools)
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { measureSuite, tableHeader, type RunOptions, type Suite } from './harness.ts';
import { dashboardSuite } from './dashboard.ts';
import { diagnosticSuite } from './diagnosticStatistic.ts';
import { lightListSuite } from './lightLists.ts';
import { locationSuite } from './locationList.ts';
import { orderSuite } from './orderList.ts';
import type { DatabaseKind, ThrowawayDatabase } from './throwawayDatabase.ts';

const { values: options } = parseArgs({
  options: {
    suites: { type: 'string', default: 'locations,lists' },
    databases: { type: 'string', default: 'pglite,postgres' },
    locations: { type: 'string', default: '100000' },
    orders: { type: 'string', default: '1000000' },
    diagnostics: { type: 'string', default: '1000000' },
    connections: { type: 'string' },
    duration: { type: 'string' },
    rounds: { type: 'string' },
    plans: { type: 'string' },
    requests: { type: 'string' },
    profile: { type: 'string' },
  },
});
const suites: Record<string, () => Suite> = {
  locations: () => locationSuite(Number(options.locations)),
  lists: lightListSuite,
  orders: () => orderSuite(Number(options.orders)),
  diagnostics: () => diagnosticSuite(Number(options.diagnostics)),
  dashboard: () => dashboardSuite(Number(options.orders)),
};
// What each suite adds to the demo seed, by its option (`lists` adds nothing).
const counted: Partial<Record<string, 'locations' | 'orders' | 'diagnostics'>> = {
  locations: 'locations',
  orders: 'orders',
  diagnostics: 'diagnostics',
  dashboard: 'orders',
};
const chosen = options.suites.split(',').map((name) => {
  const suite = suites[name];
  if (!suite) throw new Error(`No suite "${name}": ${Object.keys(suites).join(', ')}`);
  return suite();
});
const kinds = options.databases.split(',') as DatabaseKind[];
const runOf = (suite: Suite): RunOptions => ({
  connections: Number(options.connections ?? suite.run?.connections ?? 20),
  seconds: Number(options.duration ?? suite.run?.seconds ?? 5),
  rounds: Number(options.rounds ?? suite.run?.rounds ?? 3),
  ...(options.plans ? { plans: options.plans } : {}),
  ...(options.requests ? { only: options.requests } : {}),
  ...(options.profile ? { profile: options.profile } : {}),
});

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
      rows.push(...(await measureSuite(kind, suite, runOf(suite), opened)));
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
    `${cpus().length} cores, load average ${averages(loadBefore)} before and ${averages(loadAfter)} after`,
    ...chosen.map((suite) => {
      const { connections, rounds, seconds } = runOf(suite);
      const added = counted[suite.name];
      return (
        `${suite.name}: ${added ? `${options[added]} ${added} added to the demo seed` : 'the demo seed'}, ` +
        `${connections} connections, ${rounds} alternating rounds of ${seconds} s each (medians)`
      );
    }),
    '',
    ...tableHeader,
    ...rows,
  ].join('\n'),
);

// Location/GetList against the raw query it runs: see docs/benchmarks.md.
// pnpm bench [--databases pglite,postgres] [--locations 100000] [--connections 20] [--duration 5] [--rounds 3]
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { FilterRule } from '@velo/api-client/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { demoPassword } from '../src/seed/demoSignIns.ts';
import { startRawQueryServer, type Statement } from './rawQueryServer.ts';
import { throwawayDatabase, type DatabaseKind, type ThrowawayDatabase } from './throwawayDatabase.ts';

const { values: options } = parseArgs({
  options: {
    databases: { type: 'string', default: 'pglite,postgres' },
    locations: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
  },
});
const kinds = options.databases.split(',') as DatabaseKind[];
const locationCount = Number(options.locations);
const connections = Number(options.connections);
const seconds = Number(options.duration);
const rounds = Number(options.rounds);

// The console's first page (active locations, newest first, 10 a page), and the same searched by name.
const active = { field: 'IsActive', operator: 'equal', value: true } as const;
const nameContains = (value: string): FilterRule => ({
  condition: 'and',
  filterRules: [active, { field: 'Name', operator: 'contains', value }],
});
const listRequests: Record<string, object> = {
  'first page': { sorting: 'Id DESC', skipCount: 0, maxResultCount: 10, filterRule: { condition: 'and', filterRules: [active] } },
  'name contains "bryggen"': { sorting: 'Id DESC', skipCount: 0, maxResultCount: 10, filterRule: nameContains('bryggen') },
  'name contains "Bryggen Sykkelskap 123"': {
    sorting: 'Id DESC',
    skipCount: 0,
    maxResultCount: 10,
    filterRule: nameContains('Bryggen Sykkelskap 123'),
  },
};

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

async function load(target: Omit<autocannon.Options, 'connections' | 'duration'>, duration: number): Promise<Measure> {
  const result = await autocannon({ ...target, connections, duration });
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(`${target.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers, ${result.timeouts} timeouts`);
  }
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianOf = (measures: Measure[]): Measure => ({
  requestsPerSecond: median(measures.map((measure) => measure.requestsPerSecond)),
  p50: median(measures.map((measure) => measure.p50)),
  p99: median(measures.map((measure) => measure.p99)),
});

async function benchmark(kind: DatabaseKind, opened: ThrowawayDatabase[]): Promise<string[]> {
  const statements: Statement[] = [];
  const started = Date.now();
  const target = await throwawayDatabase(kind, locationCount, {
    logQuery: (text, params) => void statements.push({ text, params }),
  });
  opened.push(target);
  console.error(`${kind}: ${locationCount} locations seeded in ${Math.round((Date.now() - started) / 1000)} s`);

  const app = await buildApp({ db: target.database.db, config: { ...loadConfig({}, []), demo: false }, logger: false });
  const endpoint = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const signIn = await fetch(`${endpoint}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userNameOrEmailAddress: 'admin', password: demoPassword }),
    });
    const { result } = (await signIn.json()) as { result: { accessToken: string } };
    const headers = { authorization: `Bearer ${result.accessToken}`, 'content-type': 'application/json' };
    const listCall = (body: object) =>
      fetch(`${endpoint}/api/services/app/Location/GetList`, { method: 'POST', headers, body: JSON.stringify(body) });

    // The statement each request costs the endpoint, once its session is cached: the raw server runs the same.
    const captured = new Map<string, Statement>();
    for (const [name, body] of Object.entries(listRequests)) {
      await listCall(body);
      statements.length = 0;
      const answer = await listCall(body);
      if (answer.status !== 200 || statements.length !== 1) {
        throw new Error(`${name}: answered ${answer.status} after ${statements.length} statements, not 200 after one`);
      }
      captured.set(name, statements[0]!);
    }
    const raw = await startRawQueryServer(target.raw, captured);
    try {
      const lines: string[] = [];
      for (const [name, body] of Object.entries(listRequests)) {
        const rawTarget = { url: `${raw.url}/${encodeURIComponent(name)}` };
        const endpointTarget = {
          url: `${endpoint}/api/services/app/Location/GetList`,
          method: 'POST' as const,
          headers,
          body: JSON.stringify(body),
        };
        await load(rawTarget, 2);
        await load(endpointTarget, 2);
        const rawMeasures: Measure[] = [];
        const endpointMeasures: Measure[] = [];
        // Alternated, so that a change in the machine's load falls on both alike.
        for (let round = 0; round < rounds; round++) {
          rawMeasures.push(await load(rawTarget, seconds));
          endpointMeasures.push(await load(endpointTarget, seconds));
        }
        const [rawMedian, endpointMedian] = [medianOf(rawMeasures), medianOf(endpointMeasures)];
        const ratio = Math.round((100 * endpointMedian.requestsPerSecond) / rawMedian.requestsPerSecond);
        const line = `| ${kind} | ${name} | ${cells(rawMedian)} | ${cells(endpointMedian)} | ${ratio}% |`;
        console.error(line);
        lines.push(line);
      }
      return lines;
    } finally {
      await raw.close();
    }
  } finally {
    await app.close();
  }
}

const cells = ({ requestsPerSecond, p50, p99 }: Measure) => `${Math.round(requestsPerSecond)} | ${p50} / ${p99}`;

const opened: ThrowawayDatabase[] = [];
const closeAll = () => Promise.allSettled(opened.map((target) => target.close()));
// Stopped by hand: the throwaway PostgreSQL cluster goes too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void closeAll().then(() => process.exit(130)));

const loadBefore = loadavg();
const rows: string[] = [];
try {
  for (const kind of kinds) rows.push(...(await benchmark(kind, opened)));
} finally {
  await closeAll();
}
const loadAfter = loadavg();
console.log(
  [
    `${cpus().length} cores, load average ${loadBefore.map((value) => value.toFixed(1)).join(' ')} before and ` +
      `${loadAfter.map((value) => value.toFixed(1)).join(' ')} after; ${locationCount} locations, ${connections} ` +
      `connections, ${rounds} alternating rounds of ${seconds} s each (medians)`,
    '',
    '| database | request | raw req/s | raw p50 / p99 ms | endpoint req/s | endpoint p50 / p99 ms | endpoint / raw |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n'),
);

import { appendFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { demoPassword } from '../src/seed/demoSignIns.ts';
import { startRawQueryServer, type Statement } from './rawQueryServer.ts';
import type { RawQuery } from './throwawayDatabase.ts';
import { throwawayDatabase, type DatabaseKind, type ThrowawayDatabase } from './throwawayDatabase.ts';

/** One call the console makes: a POST with a JSON body, or a GET with its query in the path. */
export interface BenchRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: object;
}

/** What a suite measures: the data it adds to the demo seed, and its requests (which may look ids up in that data). */
export interface Suite {
  name: string;
  /** What the suite adds to a migrated database with the demo seed, and how many of what, for the table's caption. */
  seed(db: Db): Promise<string>;
  requests(db: Db): Promise<Record<string, BenchRequest>>;
  /**
   * The most statements a request may send once its session is cached (1 unless said): the raw side
   * replays them one after another, as the endpoint sends them.
   */
  maximumStatements?: number;
  /** The suite's own defaults for what the command line leaves out. */
  run?: Partial<RunOptions>;
}

export interface RunOptions {
  connections: number;
  /** Seconds of each measured round. */
  seconds: number;
  rounds: number;
  /** A file to append each request's statements and their plans to (`EXPLAIN (ANALYZE, BUFFERS)`), run alone. */
  plans?: string;
  /** Only the requests whose name contains this text (e.g. `all time, all`). */
  only?: string;
}

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  timeouts: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianOf = (measures: Measure[]): Measure => ({
  requestsPerSecond: median(measures.map((measure) => measure.requestsPerSecond)),
  p50: median(measures.map((measure) => measure.p50)),
  p99: median(measures.map((measure) => measure.p99)),
  timeouts: measures.reduce((sum, measure) => sum + measure.timeouts, 0),
});
const cells = ({ requestsPerSecond, p50, p99, timeouts }: Measure) =>
  `${Math.round(requestsPerSecond)} | ${p50} / ${p99}${timeouts ? ` (${timeouts} timed out)` : ''}`;

export const tableHeader = [
  '| database | request | raw req/s | raw p50 / p99 ms | endpoint req/s | endpoint p50 / p99 ms | endpoint / raw |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
];

/**
 * Measures a suite on a throwaway database of the kind: seeds it, starts the app and signs in as
 * admin, records the statements each request costs once the session is cached, starts the raw
 * server that runs the same statements on the driver, then alternates raw and endpoint rounds per
 * request. Answers the table's lines (medians), and registers the database in `opened` so that an
 * interrupted run stops it.
 */
export async function measureSuite(
  kind: DatabaseKind,
  suite: Suite,
  { connections, seconds, rounds, plans, only }: RunOptions,
  opened: ThrowawayDatabase[],
): Promise<string[]> {
  // Recorded only while each request's statements are captured: the seed's statements (a million
  // orders' JSON) would otherwise stay in memory.
  const statements: Statement[] = [];
  let recording = false;
  const started = Date.now();
  let seeded = '';
  const target = await throwawayDatabase(
    kind,
    async (db) => {
      seeded = await suite.seed(db);
    },
    { logQuery: (text, params) => void (recording && statements.push({ text, params })) },
  );
  opened.push(target);
  console.error(`${kind}, ${suite.name}: ${seeded} in ${Math.round((Date.now() - started) / 1000)} s`);

  const load = async (options: Omit<autocannon.Options, 'connections' | 'duration'>, duration: number): Promise<Measure> => {
    const result = await autocannon({ ...options, connections, duration });
    // A timeout (10 s) is a figure, noted in the table; an error or another answer than 200 stops the run.
    if (result.errors > result.timeouts || result.non2xx) {
      throw new Error(`${options.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers, ${result.timeouts} timeouts`);
    }
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      timeouts: result.timeouts,
    };
  };

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
    const requests = Object.fromEntries(
      Object.entries(await suite.requests(target.database.db)).filter(([name]) => !only || name.includes(only)),
    );
    const targetOf = ({ path, method = 'POST', body }: BenchRequest) => ({
      url: `${endpoint}${path}`,
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const call = (request: BenchRequest) => {
      const { url, ...init } = targetOf(request);
      return fetch(url, init);
    };

    // The statements each request costs the endpoint, once its session is cached: the raw server runs the same.
    const captured = new Map<string, Statement[]>();
    const maximumStatements = suite.maximumStatements ?? 1;
    for (const [name, request] of Object.entries(requests)) {
      await call(request);
      statements.length = 0;
      recording = true;
      const answer = await call(request);
      recording = false;
      if (answer.status !== 200 || statements.length === 0 || statements.length > maximumStatements) {
        throw new Error(
          `${name}: answered ${answer.status} after ${statements.length} statements, not 200 after 1 to ${maximumStatements}`,
        );
      }
      captured.set(name, statements.splice(0));
    }
    if (plans) await writePlans(plans, `${kind}, ${suite.name}: ${seeded}`, captured, target.raw);
    const raw = await startRawQueryServer(target.raw, captured);
    try {
      const lines: string[] = [];
      for (const [name, request] of Object.entries(requests)) {
        const rawTarget = { url: `${raw.url}/${encodeURIComponent(name)}` };
        const endpointTarget = targetOf(request);
        await load(rawTarget, Math.min(2, seconds));
        await load(endpointTarget, Math.min(2, seconds));
        const rawMeasures: Measure[] = [];
        const endpointMeasures: Measure[] = [];
        // Alternated, so that a change in the machine's load falls on both alike.
        for (let round = 0; round < rounds; round++) {
          rawMeasures.push(await load(rawTarget, seconds));
          endpointMeasures.push(await load(endpointTarget, seconds));
        }
        const [rawMedian, endpointMedian] = [medianOf(rawMeasures), medianOf(endpointMeasures)];
        const ratio = Math.round((100 * endpointMedian.requestsPerSecond) / rawMedian.requestsPerSecond);
        const sent = captured.get(name)!.length;
        const label = sent > 1 ? `${name} (${sent} statements)` : name;
        const line = `| ${kind} | ${label} | ${cells(rawMedian)} | ${cells(endpointMedian)} | ${ratio}% |`;
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

/** Each request's statements with the plan each has run alone, in Markdown, appended to `file`. */
async function writePlans(file: string, caption: string, captured: ReadonlyMap<string, Statement[]>, raw: RawQuery) {
  const sections = [`# ${caption}\n`];
  for (const [name, sent] of captured) {
    sections.push(`## ${name}\n`);
    for (const { text, params } of sent) {
      const plan = (await raw(`explain (analyze, buffers) ${text}`, params)) as Array<{ 'QUERY PLAN': string }>;
      sections.push(
        '```sql',
        text,
        `-- ${JSON.stringify(params)}`,
        '```',
        '```',
        plan.map((line) => line['QUERY PLAN']).join('\n'),
        '```\n',
      );
    }
  }
  await appendFile(file, `${sections.join('\n')}\n`);
}

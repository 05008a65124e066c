import { appendFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { loggerOptions } from '../src/http/logging.ts';
import { demoPassword } from '../src/seed/demoSignIns.ts';
import { startBareFastify } from './bareFastify.ts';
import { startBareHandler, type Statement } from './bareHandler.ts';
import { loadDriver, medianOf, type Measure } from './measure.ts';
import { profiled } from './profiled.ts';
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
   * The most statements a request may send once its session is cached (1 unless said): the driver and
   * the bare handler run them one after another, as the endpoint sends them.
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
  /** A folder to write CPU profiles of each request's bare handler and endpoint rounds to (this thread only). */
  profile?: string;
}

const cells = ({ requestsPerSecond, p50, p99, timeouts }: Measure) =>
  `${Math.round(requestsPerSecond)} | ${p50} / ${p99}${timeouts ? ` (${timeouts} timed out)` : ''}`;
const percent = (part: Measure, whole: Measure) => `${Math.round((100 * part.requestsPerSecond) / whole.requestsPerSecond)} %`;

export const tableHeader = [
  '| database | request | driver req/s | driver p50 / p99 ms | bare req/s | bare p50 / p99 ms | bare Fastify req/s | bare Fastify p50 / p99 ms | endpoint req/s | endpoint p50 / p99 ms | bare Fastify / bare | endpoint / bare | endpoint / driver |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

// What the console's browser sends: the endpoint compresses its answer as it does for the console.
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Measures a suite on a throwaway database of the kind: seeds it, starts the app and signs in as
 * admin, records the statements each request costs once the session is cached, starts the bare
 * handler that runs the same statements on a pool like the app's, then alternates rounds per
 * request: the statements on the driver alone (no HTTP), the bare handler, Fastify bare, the endpoint. Answers
 * the table's lines (medians), and registers the database in `opened` so that an interrupted run
 * stops it.
 */
export async function measureSuite(
  kind: DatabaseKind,
  suite: Suite,
  { connections, seconds, rounds, plans, only, profile }: RunOptions,
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
    // In a worker thread of its own: the main thread runs nothing but the server under load.
    const result = await autocannon({ ...options, connections, duration, workers: 1 });
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

  // The log as main.ts sets it up, to stderr: the table goes to stdout.
  const config = { ...loadConfig({}, []), demo: false };
  const app = await buildApp({ db: target.database.db, config, logger: loggerOptions(config.logLevel, process.stderr) });
  const endpoint = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const signIn = await fetch(`${endpoint}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userNameOrEmailAddress: 'admin', password: demoPassword }),
    });
    const { result } = (await signIn.json()) as { result: { accessToken: string } };
    const headers = { ...browserHeaders, authorization: `Bearer ${result.accessToken}`, 'content-type': 'application/json' };
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

    // The statements each request costs the endpoint, once its session is cached: the driver and the
    // bare handler run the same.
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
    const bare = await startBareHandler(target.raw, captured);
    const bareFastify = await startBareFastify(target.raw, captured);
    try {
      const lines: string[] = [];
      for (const [name, request] of Object.entries(requests)) {
        const sent = captured.get(name)!;
        const bareTarget = { url: `${bare.url}/${encodeURIComponent(name)}`, headers: browserHeaders };
        const endpointTarget = targetOf(request);
        const fastifyTarget = { ...endpointTarget, url: `${bareFastify.url}/${encodeURIComponent(name)}` };
        const sides = {
          driver: (duration: number) => loadDriver(target.raw, sent, connections, duration),
          bare: (duration: number) => load(bareTarget, duration),
          fastify: (duration: number) => load(fastifyTarget, duration),
          endpoint: (duration: number) => load(endpointTarget, duration),
        };
        const measures = { driver: [] as Measure[], bare: [] as Measure[], fastify: [] as Measure[], endpoint: [] as Measure[] };
        for (const measure of Object.values(sides)) await measure(Math.min(2, seconds));
        if (profile) {
          // The two HTTP sides run on this thread: their profiles side by side show what the app adds.
          const fileName = `${kind} ${name.replaceAll('/', ' ')}`;
          sides.bare = profiled(sides.bare, profile, `${fileName} bare`);
          sides.endpoint = profiled(sides.endpoint, profile, `${fileName} endpoint`);
        }
        // Alternated, so that a change in the machine's load falls on every side alike.
        for (let round = 0; round < rounds; round++) {
          for (const [side, measure] of Object.entries(sides)) measures[side as keyof typeof sides].push(await measure(seconds));
        }
        const [driver, bareHandler, framework, answered] = [
          medianOf(measures.driver),
          medianOf(measures.bare),
          medianOf(measures.fastify),
          medianOf(measures.endpoint),
        ];
        const label = sent.length > 1 ? `${name} (${sent.length} statements)` : name;
        const line = `| ${kind} | ${label} | ${cells(driver)} | ${cells(bareHandler)} | ${cells(framework)} | ${cells(answered)} | ${percent(framework, bareHandler)} | ${percent(answered, bareHandler)} | ${percent(answered, driver)} |`;
        console.error(line);
        lines.push(line);
      }
      return lines;
    } finally {
      await bare.close();
      await bareFastify.close();
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

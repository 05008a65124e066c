import { performance } from 'node:perf_hooks';
import { runStatements, type Statement } from './bareHandler.ts';
import type { RawQuery } from './throwawayDatabase.ts';

/** One round's throughput and latencies (ms). */
export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  timeouts: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const medianOf = (measures: Measure[]): Measure => ({
  requestsPerSecond: median(measures.map((measure) => measure.requestsPerSecond)),
  p50: median(measures.map((measure) => measure.p50)),
  p99: median(measures.map((measure) => measure.p99)),
  timeouts: measures.reduce((sum, measure) => sum + measure.timeouts, 0),
});

/**
 * The statements alone on the driver, no HTTP: `connections` callers, each running them one after
 * another as the endpoint sends them, again and again for `seconds`. A round's throughput is what
 * the database and the driver can give; neither the bare handler nor the endpoint can beat it.
 */
export async function loadDriver(
  raw: RawQuery,
  sequence: readonly Statement[],
  connections: number,
  seconds: number,
): Promise<Measure> {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      await runStatements(raw, sequence);
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]!);
  return { requestsPerSecond: latencies.length / elapsedSeconds, p50: percentile(0.5), p99: percentile(0.99), timeouts: 0 };
}

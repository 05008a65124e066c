import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const firstPort = Number(process.env.E2E_PORT ?? 8181);

/** The journeys' PGlite folders, one per server: emptied before it starts, removed after the run. */
export const journeyDataDir = fileURLToPath(new URL('../../.tmp/e2e-data', import.meta.url));

/**
 * A server with its own demo database per Playwright worker, a worker per core: journeys change the
 * demo data they read, so two sharing a server would see each other's changes half-way.
 */
export const journeyServers = Array.from({ length: availableParallelism() }, (_, index) => ({
  origin: `http://127.0.0.1:${firstPort + index}`,
  port: firstPort + index,
  dataDir: `${journeyDataDir}/${index}`,
}));

/** The server of the worker with this parallel index. */
export const journeyServer = (parallelIndex: number) => journeyServers[parallelIndex % journeyServers.length]!;

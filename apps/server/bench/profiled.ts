import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

// One inspector session for the run: the rounds it profiles never overlap.
let session: Session | undefined;

/**
 * The measure, with the main thread's CPU profiled while it runs: each round it measures is written to
 * `<folder>/<name> <round>.cpuprofile` (open it in Chrome's DevTools, Performance panel).
 */
export function profiled<T>(measure: (seconds: number) => Promise<T>, folder: string, name: string) {
  let round = 0;
  return async (seconds: number) => {
    if (!session) {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
    }
    await session.post('Profiler.start');
    try {
      return await measure(seconds);
    } finally {
      const { profile } = await session.post('Profiler.stop');
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${name} ${++round}.cpuprofile`), JSON.stringify(profile));
    }
  };
}

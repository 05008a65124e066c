import { isNoAnswer } from './noAnswer.ts';
import type { ApiError } from './ApiError.ts';

export interface UntilAnsweredOptions {
  /** Told each time a try got no answer, with the pause before the next one. */
  onNoAnswer?: (error: ApiError, retryInMs: number) => void;
  /** Stops trying: the pending pause ends and the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The pauses between tries in milliseconds; the last one repeats. */
  backoffMs?: readonly number[];
}

/** 1 s, doubling up to 30 s. */
const defaultBackoffMs = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Runs `attempt` until the server answers it: a failure without an answer (`isNoAnswer`) is tried again after a
 * pause that grows with each try; a result or an answered failure (a refusal, a business error) ends the tries.
 */
export async function untilAnswered<T>(
  attempt: () => Promise<T>,
  { onNoAnswer, signal, backoffMs = defaultBackoffMs }: UntilAnsweredOptions = {},
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isNoAnswer(error) || signal?.aborted) throw error;
      const retryInMs = backoffMs[Math.min(tries, backoffMs.length - 1)] ?? 0;
      onNoAnswer?.(error, retryInMs);
      await pause(retryInMs, signal);
    }
  }
}

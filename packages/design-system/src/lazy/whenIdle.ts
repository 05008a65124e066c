/**
 * Runs `work` once the browser has nothing more urgent to do (after the page has drawn), or after `timeoutMs` at
 * the latest; returns the cancel. Browsers without `requestIdleCallback` (Safari) wait a moment instead.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}

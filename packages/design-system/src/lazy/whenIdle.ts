/**
 * Runs `work` once the page has shown its first content and the browser has nothing more urgent to do; returns the
 * cancel. An idle callback alone can come before the first paint, and what it fetches then competes with the page's
 * own code and data for a slow network. `timeoutMs` bounds each wait (a page that never paints content, a browser
 * that is never idle). Browsers without `requestIdleCallback` (Safari) wait a moment instead.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterFirstContentfulPaint(() => (cancelIdle = idleCallback(work, timeoutMs)), timeoutMs);
  return () => {
    cancelPaint();
    cancelIdle();
  };
}

const hasPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

function afterFirstContentfulPaint(then: () => void, timeoutMs: number): () => void {
  if (hasPainted() || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    then();
    return () => {};
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timeout);
  };
  const go = () => {
    stop();
    then();
  };
  // The paint entry is reported once the frame is on screen.
  const observer = new PerformanceObserver(() => hasPainted() && go());
  observer.observe({ type: 'paint' });
  const timeout = setTimeout(go, timeoutMs);
  return stop;
}

function idleCallback(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}

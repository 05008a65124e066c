import { lazy, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './whenIdle.ts';

/**
 * A component whose code is not in the first screen's bundle. `useOnDemand()` tells when to render `Component`
 * (inside a Suspense whose fallback looks like the closed control): once the browser is idle after the page has
 * drawn, or as soon as someone reaches for the placeholder (`want`, on hover, focus or press; `wantedByUser` then
 * says to open it once loaded, so a press on the placeholder is not lost). A component drawn only after a press
 * (a confirmation dialog) calls `usePreload()` instead: the code arrives when idle and nothing draws again.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load());
  /** Fetches the code once the browser is idle, without drawing anything again (for a dialog drawn only after a press). */
  function usePreload() {
    useEffect(() => whenIdle(() => void preload(), 1000), []);
  }
  function useOnDemand() {
    const [wanted, setWanted] = useState<'idle' | 'user' | null>(null);
    useEffect(
      () =>
        whenIdle(() => {
          void preload();
          setWanted((current) => current ?? 'idle');
        }, 1000),
      [],
    );
    return {
      isWanted: wanted !== null,
      wantedByUser: wanted === 'user',
      preload: () => void preload(),
      want: () => setWanted('user'),
    };
  }
  return { Component: lazy(() => preload().then((component) => ({ default: component }))), useOnDemand, usePreload };
}

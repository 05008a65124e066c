import { lazy, useState, type ComponentType } from 'react';

/**
 * A page loaded when first visited, whose chunk `load` can fetch ahead (while the session is checked, say). A page
 * fetched ahead draws at once: `React.lazy` alone would still suspend for a moment and show its fallback, and React
 * holds back content revealed after a fallback for 300 ms, which delayed the first page and its calls by as much.
 */
export function loadablePage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  // Chosen once per mount: switching from the lazy component to the loaded one would mount the page again.
  function LoadablePage() {
    const [Page] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Page />;
  }
  return Object.assign(LoadablePage, { load: loadOnce });
}

import { useEffect } from 'react';

/**
 * Calls `load` with the console path of a link the pointer moves onto or the keyboard focuses: the page's code is
 * then fetched in the moment before the click, and the page draws at once instead of after "Loading the page".
 */
export function useLoadAheadOnIntent(load: (pathname: string) => unknown) {
  useEffect(() => {
    const loadTheLinkedPage = (event: Event) => {
      const href = event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : null;
      if (href?.startsWith('#/')) load(href.slice(1).split('?')[0]!);
    };
    document.addEventListener('pointerover', loadTheLinkedPage);
    document.addEventListener('focusin', loadTheLinkedPage);
    return () => {
      document.removeEventListener('pointerover', loadTheLinkedPage);
      document.removeEventListener('focusin', loadTheLinkedPage);
    };
  }, [load]);
}

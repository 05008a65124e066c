import { useSyncExternalStore } from 'react';
import { hashRoute } from '../hashPath.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The hash route (`/login?from=%2Flocations`), following the address as it changes. */
export function useHashRoute(): string {
  return useSyncExternalStore(subscribe, hashRoute);
}

import { browserTokenStore, createApiClient } from '@velo/api-client';

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();

/** Called when the server ends the session (401/403, a failed refresh, "did not login"). */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export const tokenStore = browserTokenStore();

/** The one API client of the console: same origin as the page, session kept in browser storage. */
export const api = createApiClient({
  baseUrl: window.location.origin,
  tokenStore,
  onSessionEnded: () => sessionEndedListeners.forEach((listener) => listener()),
});

// The browser's storage of the session, apart from the session's schema: a page can ask whether a session is kept
// without loading the schemas.

export const defaultKey = 'velo.session';

export const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** Whether a session is kept in `localStorage`, valid or not (whoever uses it checks it). */
export function hasBrowserSession(key = defaultKey): boolean {
  return Boolean(storage()?.getItem(key));
}

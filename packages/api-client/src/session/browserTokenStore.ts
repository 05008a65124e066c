import { defaultKey, storage } from './browserStorage.ts';
import { session, type Session, type TokenStore } from './tokenStore.ts';

/** Keeps the session in `localStorage`; without a browser `window` nothing is kept. */
export function browserTokenStore(key = defaultKey): TokenStore {
  return {
    get(): Session | null {
      const stored = storage()?.getItem(key);
      if (!stored) return null;
      try {
        // Storage is shared with whatever else runs on the origin: read it as untrusted.
        const parsed = session.safeParse(JSON.parse(stored));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    set(next) {
      if (next) storage()?.setItem(key, JSON.stringify(next));
      else storage()?.removeItem(key);
    },
  };
}

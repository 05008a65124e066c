import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasBrowserSession } from './browserStorage.ts';
import { browserTokenStore } from './browserTokenStore.ts';
import { memoryTokenStore, type Session } from './tokenStore.ts';

const session: Session = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: 1_735_689_600_000, userId: 5 };

/** Just enough of `Storage` for the store. */
function storage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('memoryTokenStore', () => {
  it('keeps and clears a session', () => {
    const store = memoryTokenStore();
    store.set(session);
    expect(store.get()).toEqual(session);
    store.set(null);
    expect(store.get()).toBeNull();
  });
});

describe('browserTokenStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the session in localStorage under velo.session', () => {
    const localStorage = storage();
    vi.stubGlobal('window', { localStorage });
    const store = browserTokenStore();

    store.set(session);
    expect(JSON.parse(localStorage.items.get('velo.session') ?? 'null')).toEqual(session);
    expect(browserTokenStore().get()).toEqual(session);

    store.set(null);
    expect(localStorage.items.has('velo.session')).toBe(false);
    expect(store.get()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not a session', JSON.stringify({ accessToken: 'access-1' })],
  ])('reads stored data that is %s as no session', (_, stored) => {
    const localStorage = storage();
    localStorage.setItem('velo.session', stored);
    vi.stubGlobal('window', { localStorage });

    expect(browserTokenStore().get()).toBeNull();
  });

  it('keeps nothing without a browser window', () => {
    expect(typeof window).toBe('undefined');
    const store = browserTokenStore();

    expect(() => store.set(session)).not.toThrow();
    expect(store.get()).toBeNull();
    expect(() => store.set(null)).not.toThrow();
  });
});

describe('hasBrowserSession', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("tells whether a session is kept under the store's key, without reading it", () => {
    const localStorage = storage();
    vi.stubGlobal('window', { localStorage });
    expect(hasBrowserSession()).toBe(false);
    localStorage.setItem('velo.session', 'not even JSON');
    expect(hasBrowserSession()).toBe(true);
    localStorage.removeItem('velo.session');
    browserTokenStore().set(session);
    expect(hasBrowserSession()).toBe(true);
  });

  it('is false without a browser window', () => {
    expect(hasBrowserSession()).toBe(false);
  });
});

import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

type Values = Record<string, string>;

/**
 * The query the browser's address shows now. React Router updates the address at once but renders
 * a navigation as a transition, so a render's own query can be a change behind: two quick changes
 * (tick "show all", then type a name) must build on the address, or the second undoes the first.
 */
function addressQuery(): URLSearchParams {
  const { hash } = window.location;
  const start = hash.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : hash.slice(start + 1));
}

/**
 * A page's list state (filters, page, sorting) kept in the URL's query, so reload, back and a
 * shared link show the same list. Values equal to their default are left out of the URL.
 */
export function useSearchState<T extends Values>(defaults: T): [T, (changes: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const defaultsRef = useRef(defaults);
  const state = Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, params.get(key) ?? value])) as T;

  const update = useCallback(
    (changes: Partial<T>) => {
      const next = addressQuery();
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === defaultsRef.current[key]) next.delete(key);
        else next.set(key, value);
      }
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return [state, update];
}

import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

type Values = Record<string, string>;

/**
 * A page's list state (filters, page, sorting) kept in the URL's query, so reload, back and a
 * shared link show the same list. Values equal to their default are left out of the URL.
 */
export function useSearchState<T extends Values>(defaults: T): [T, (changes: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const defaultsRef = useRef(defaults);
  const state = Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, params.get(key) ?? value])) as T;

  // React Router renders a navigation as a transition, and its functional update reads the query
  // of the last render: two quick changes (tick "show all", then type a name) would lose the first.
  // flushSync renders each change before the next event, so every update starts from the latest query.
  const update = useCallback(
    (changes: Partial<T>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === defaultsRef.current[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, flushSync: true },
      ),
    [setParams],
  );

  return [state, update];
}

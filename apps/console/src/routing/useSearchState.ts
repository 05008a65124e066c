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
        { replace: true },
      ),
    [setParams],
  );

  return [state, update];
}

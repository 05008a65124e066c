import { useEffect, useState } from 'react';
import type { FilterParams, FilterValues } from './listParams.ts';

/** How long typing must pause before a search box's text is asked for. */
export const typingPauseMs = 300;

/**
 * The filters as the list asks for them: a search box's text once typing pauses, every other
 * filter at once. A box that starts with text (a reload, a shared link) asks at once.
 */
export function useTypingPause<Params extends FilterParams>(params: Params, filters: FilterValues<Params>): FilterValues<Params> {
  const typed = JSON.stringify(
    Object.keys(params)
      .filter((name) => params[name]!.waitsForTyping)
      .map((name) => filters[name]),
  );
  const [settled, setSettled] = useState(typed);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), typingPauseMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const settledValues = JSON.parse(settled) as unknown[];
  const names = Object.keys(params).filter((name) => params[name]!.waitsForTyping);
  return { ...filters, ...Object.fromEntries(names.map((name, index) => [name, settledValues[index]])) };
}

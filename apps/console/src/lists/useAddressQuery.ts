import { useState } from 'react';
import { useSearchParams } from 'react-router';

interface PendingWrite {
  /** The newest query written. */
  latest: string;
  /** Queries the router may still show while it catches up: the one written over, and older writes. */
  behind: string[];
}

/**
 * The address bar's query, as read and written by a list's controls. React Router renders a
 * navigation as a transition, so its query can lag a change or two behind what was just written:
 * a search box fed from it would drop letters typed quickly, and two quick changes (tick "show all",
 * then type a name) would undo each other. Until the router catches up, this answers the query last
 * written; a navigation elsewhere (back, a link) wins over it.
 */
export function useAddressQuery(): [URLSearchParams, (change: (query: URLSearchParams) => void) => void] {
  const [routerQuery, setRouterQuery] = useSearchParams();
  const [pending, setPending] = useState<PendingWrite | null>(null);
  const shown = routerQuery.toString();

  const catchingUp = pending !== null && pending.behind.includes(shown);
  if (pending !== null && !catchingUp) setPending(null);
  const current = catchingUp ? pending.latest : shown;

  function write(change: (query: URLSearchParams) => void) {
    const next = new URLSearchParams(current);
    change(next);
    const written = next.toString();
    setPending({ latest: written, behind: catchingUp ? [...pending.behind, pending.latest] : [shown] });
    setRouterQuery(next, { replace: true });
  }

  return [new URLSearchParams(current), write];
}

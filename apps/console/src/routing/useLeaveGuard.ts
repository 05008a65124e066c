import { useEffect, useRef, useState } from 'react';
import { setLeaveGuard } from './leaveGuard.ts';

/** The hash router's place in the browser's history, kept in each entry's state. */
const historyIndex = (state: unknown): number | undefined => {
  const index = (state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : undefined;
};

export interface LeaveGuard {
  /** Whether the "Unsaved changes" question is open. */
  isAsking: boolean;
  /** Cancel: stay on the page with the edits. */
  stay(): void;
  /** Yes: go where the user was going, dropping the edits. */
  leave(): void;
}

/**
 * While `isEdited`, leaving the page asks first: a link in the console (through `whenLeaveAllowed`), the
 * browser's back and forward buttons (the move is undone before the router sees it, and made again on Yes),
 * and a reload or closing the tab (the browser's own question, the only one a page may ask then).
 */
export function useLeaveGuard(isEdited: boolean): LeaveGuard {
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const released = useRef(false);

  useEffect(() => {
    if (!isEdited) return;
    released.current = false;
    const here = historyIndex(window.history.state);
    let undoing = false;

    const ask = (leave: () => void) =>
      setPendingLeave(() => () => {
        released.current = true;
        leave();
      });

    const onHistoryMove = (event: PopStateEvent) => {
      if (released.current) return false;
      if (undoing) {
        undoing = false;
        return true;
      }
      const arrived = historyIndex(event.state);
      // A plain hash link adds an entry without the router's state: one step forward.
      const steps = arrived !== undefined && here !== undefined ? arrived - here : 1;
      if (steps === 0) return false;
      undoing = true;
      window.history.go(-steps);
      ask(() => window.history.go(steps));
      return true;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };

    setLeaveGuard({ ask, onHistoryMove });
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      setLeaveGuard(null);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [isEdited]);

  return {
    isAsking: pendingLeave !== null,
    stay: () => setPendingLeave(null),
    leave: () => {
      const leave = pendingLeave;
      setPendingLeave(null);
      leave?.();
    },
  };
}

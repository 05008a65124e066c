/**
 * Asks before the console leaves a page with unsaved edits. A page turns it on with `useLeaveGuard`; the
 * router's links (side menu, top bar, any design-system link) go through `whenLeaveAllowed`, and the browser's
 * back and forward buttons through `interceptHistoryMove`. Kept tiny: the shell loads it with every page.
 */
type AskToLeave = (leave: () => void) => void;
/** Answers whether it took the move over, so that the router must not follow it. */
type HistoryMoveGuard = (event: PopStateEvent) => boolean;

let askToLeave: AskToLeave | null = null;
let interceptHistoryMove: HistoryMoveGuard | null = null;

export function setLeaveGuard(guard: { ask: AskToLeave; onHistoryMove: HistoryMoveGuard } | null) {
  askToLeave = guard?.ask ?? null;
  interceptHistoryMove = guard?.onHistoryMove ?? null;
}

/** Runs `go` now, or once the user agrees to drop the page's unsaved edits. */
export function whenLeaveAllowed(go: () => void) {
  if (askToLeave) askToLeave(go);
  else go();
}

// Added as the console's code loads, before the router adds its own: a window's listeners run in the order
// they were added, so a move taken over here never reaches the router.
window.addEventListener('popstate', (event) => {
  if (interceptHistoryMove?.(event)) event.stopImmediatePropagation();
});

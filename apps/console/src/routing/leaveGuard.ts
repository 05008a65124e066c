/**
 * Asks before the console leaves a page with unsaved edits. A page turns it on with `useLeaveGuard`; the
 * router's links (side menu, top bar, any design-system link) go through `whenLeaveAllowed`. Kept tiny: the
 * shell loads it with every page.
 */
type AskToLeave = (leave: () => void) => void;

let askToLeave: AskToLeave | null = null;

export function setLeaveGuard(ask: AskToLeave | null) {
  askToLeave = ask;
}

/** Runs `go` now, or once the user agrees to drop the page's unsaved edits. */
export function whenLeaveAllowed(go: () => void) {
  if (askToLeave) askToLeave(go);
  else go();
}

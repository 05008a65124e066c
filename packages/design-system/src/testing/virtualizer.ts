/**
 * React Aria's Virtualizer takes NODE_ENV 'test' (which Vitest sets) for jsdom, where nothing has a
 * size, and then lays out every row, unless `process.env.VIRT_ON` is set. Stories run in a real
 * Chromium, which has sizes, and has no `process`: a story's `beforeEach` gives it one that says so.
 */
export function virtualizeUnderVitest() {
  const global = globalThis as { process?: { env: Record<string, string | undefined> } };
  const previous = global.process;
  global.process = { ...previous, env: { ...previous?.env, VIRT_ON: 'true' } };
  return () => {
    global.process = previous;
  };
}

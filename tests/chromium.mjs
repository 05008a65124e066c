import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded one; the flags keep it quiet and offline in containers. Plain JavaScript, so
// that a script run by node (packages/design-system/scripts/measureTableScroll.mjs) takes it as the tests do.
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browser = '/usr/bin/chromium';
// Debian's chromium-headless-shell: the same engine without a window system or a GPU process to composite for one.
// The journeys took 12 % less time in it (83 against 95 s for users, orders and clients, pictures alike).
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

/** The browser pages are timed in (Lighthouse, a table's scrolling): the whole Chromium, as people use it. `CHROMIUM_PATH` names another. */
export const fullChromium = { executablePath: process.env.CHROMIUM_PATH ?? browser, args: flags };

/**
 * What the story tests (Vitest browser mode), the journeys and the package checks run headless in: the headless
 * shell when it is installed. To watch a journey (`--headed`), set `CHROMIUM_PATH=/usr/bin/chromium`.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : browser),
  args: flags,
};

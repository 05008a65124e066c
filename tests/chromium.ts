// Debian's Chromium, never a downloaded one; the flags keep it quiet and offline in containers.
// Shared by the story tests (Vitest browser mode) and the Playwright journeys.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

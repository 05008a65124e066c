import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tests/chromium.mjs';

export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      // Dates show in the browser's time zone; one fixed zone (with summer time) lets stories expect
      // literal dates, e.g. 15:30 UTC on 1 June is 17:30 in Oslo.
      provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: { timezoneId: 'Europe/Oslo' } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

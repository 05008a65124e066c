// What the consumer app must show in Chromium: the three components styled by the package's one CSS file,
// and an api-client answer from the started server that passed the contract's validation.
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium.mjs';

export function launchBrowser() {
  return chromium.launch(chromiumLaunchOptions);
}

const transparent = 'rgba(0, 0, 0, 0)';
/** Chromium's own look for an unstyled <button>: what the page would show without styles.css. */
const userAgentButtonBackground = 'rgb(239, 239, 239)';

/** Opens `url`, checks the page and returns the figures it read. Throws on the first thing that is wrong. */
export async function checkConsumerPage(browser, url, { screenshot } = {}) {
  const page = await browser.newPage({ viewport: { width: 900, height: 640 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url);
    const result = page.getByTestId('api-result');
    await result.getByText(/^Announcements validated: \d+ published, \d+ read$/).waitFor({ timeout: 30_000 });
    await page
      .getByTestId('api-error')
      .getByText('Sign-in refused: SignIn.InvalidCredentials (400)')
      .waitFor({ timeout: 30_000 });

    const button = page.getByRole('button', { name: /Presses: 0/ });
    const online = page.getByText('Online', { exact: true });
    const offline = page.getByText('Offline', { exact: true });
    const headerCell = page.getByRole('columnheader', { name: 'Door' });
    const cell = page.getByRole('rowheader', { name: 'Door 1' });
    const style = (locator, ...properties) =>
      locator.evaluate((element, names) => {
        const computed = getComputedStyle(element);
        return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]));
      }, properties);

    const figures = {
      // Style rules at any depth: the design system's rules sit inside @layer blocks.
      stylesheetRules: await page.evaluate(() => {
        const count = (rules) => [...rules].reduce((sum, rule) => sum + 1 + (rule.cssRules ? count(rule.cssRules) : 0), 0);
        return [...document.styleSheets].reduce((sum, sheet) => sum + count(sheet.cssRules), 0);
      }),
      button: await style(button, 'background-color', 'border-radius', 'color'),
      online: await style(online, 'background-color', 'color', 'border-radius'),
      offline: await style(offline, 'background-color', 'color'),
      headerCell: await style(headerCell, 'padding-left', 'border-bottom-width', 'font-weight'),
      cell: await style(cell, 'padding-left', 'border-bottom-width'),
      api: await result.textContent(),
      apiError: await page.getByTestId('api-error').textContent(),
    };
    const expect = (ok, what) => {
      if (!ok) throw new Error(`${what}: ${JSON.stringify(figures, null, 2)}`);
    };
    expect(errors.length === 0, `the page threw: ${errors.join('; ')}`);
    expect(figures.stylesheetRules > 100, 'styles.css is not on the page');
    expect(
      ![transparent, userAgentButtonBackground].includes(figures.button['background-color']),
      'the Button has no background of its own',
    );
    expect(figures.button['border-radius'] !== '0px', 'the Button has square corners (unstyled)');
    expect(figures.online['background-color'] !== transparent, 'the Online badge has no colour');
    expect(
      figures.online['background-color'] !== figures.offline['background-color'],
      'Online and Offline badges share one colour (tones unstyled)',
    );
    expect(parseFloat(figures.headerCell['padding-left']) >= 8, 'the table header cell has no padding');
    expect(parseFloat(figures.cell['padding-left']) >= 8, 'the table cell has no padding');
    expect(
      parseFloat(figures.headerCell['border-bottom-width']) + parseFloat(figures.cell['border-bottom-width']) > 0,
      'the table has no borders',
    );

    await button.click();
    await page.getByRole('button', { name: /Presses: 1/ }).waitFor();
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    return figures;
  } finally {
    await page.close();
  }
}

import type { Locator, Page } from '@playwright/test';

/**
 * Every alert, confirm or prompt the page opens and every error it logs (a browser's own "leave the page?"
 * aside): a pasted or stored handler or script that ran would show here.
 */
export function watchForScripts(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') return;
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

/** Pastes HTML into a rich-text editor as the browser does for a copy from a web page. */
export async function pasteHtml(editor: Locator, html: string, text: string) {
  await editor.evaluate(
    (element, { html, text }) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', text);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { html, text },
  );
}

/** Markup a paste may carry that would run if it reached the page. */
export const markupThatWouldRun = `<img src=x onerror="alert('img')"><script>alert("script")</script><p><a href="javascript:alert(1)">link</a></p>`;

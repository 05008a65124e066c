import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { loadablePage } from './loadablePage.tsx';

const pageModule = async () => ({ default: () => createElement('h1', null, 'Locations') });
const drawn = (Page: ReturnType<typeof loadablePage>) =>
  renderToString(createElement(Suspense, { fallback: 'Loading the page' }, createElement(Page)));

describe('loadablePage', () => {
  test('a page fetched ahead draws at once, without its fallback', async () => {
    const Page = loadablePage(pageModule);
    await Page.load();
    expect(drawn(Page)).toContain('Locations');
    expect(drawn(Page)).not.toContain('Loading the page');
  });

  test('a page not fetched yet shows the fallback while it loads', () => {
    expect(drawn(loadablePage(pageModule))).toContain('Loading the page');
  });

  test('fetches its code once, and again after a failure', async () => {
    let fetches = 0;
    const Page = loadablePage(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error('offline');
      return pageModule();
    });
    await expect(Page.load()).rejects.toThrow('offline');
    await Page.load();
    await Page.load();
    expect(fetches).toBe(2);
  });
});

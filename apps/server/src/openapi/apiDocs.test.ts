import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/testApp.ts';
import { docsPaths } from './apiDocs.ts';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the API docs', () => {
  it('serve the document to anyone, compressed, as JSON', async () => {
    const answer = await get(docsPaths.document, { 'accept-encoding': 'gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(gunzipSync(answer.rawPayload).toString());
    expect(document.openapi).toBe('3.1.1');
    expect(answer.rawPayload.length).toBeLessThan(JSON.stringify(document).length / 5);
  });

  it('serve a page of every service and operation, with the access each declares, and no script', async () => {
    const answer = await get(docsPaths.page);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = answer.body;
    expect(page).toContain('<h2 id="service-Location">Location</h2>');
    expect(page).toContain('<code class="path">/api/services/app/Location/Activate</code>');
    expect(page).toContain('Needs the permission &quot;activate location&quot;');
    expect(page).toContain('<code class="name">isActive</code>');
    expect(page).toContain(`<link rel="stylesheet" href="${docsPaths.stylesheet}">`);
    // The Content-Security-Policy allows no inline script or style: the page needs neither.
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serve the stylesheet the page links to, with both colour schemes', async () => {
    const answer = await get(docsPaths.stylesheet);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(answer.body).toContain('@media (prefers-color-scheme: dark)');
  });

  it('may be cached, and are asked for again: unchanged, the answer is a 304', async () => {
    for (const url of Object.values(docsPaths)) {
      const first = await get(url);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode, url).toBe(200);
    }
  });

  it('answer a HEAD of the page 405 with the methods it takes, like the rest of the API', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: docsPaths.page });
    expect(head.statusCode).toBe(405);
    expect(head.headers.allow).toBe('GET');
  });
});

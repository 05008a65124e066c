import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/testApp.ts';

// A console folder of the test's own, shaped as the build leaves it: index.html at the top, hashed
// files under assets/, each with the .br and .gz copies the build writes beside it.
const consoleDir = mkdtempSync(join(tmpdir(), 'velo-console-'));
const indexHtml = '<!doctype html><title>Velo</title><script type="module" src="./assets/index-D4c1x9Q2.js"></script>';
const script = 'export const greeting = "hello from the console";\n'.repeat(100);
const hashedScript = 'assets/index-D4c1x9Q2.js';
const builtCopies = new Map<string, Buffer>();
for (const [name, content] of [
  ['index.html', indexHtml],
  [hashedScript, script],
] as const) {
  mkdirSync(join(consoleDir, name, '..'), { recursive: true });
  writeFileSync(join(consoleDir, name), content);
  builtCopies.set(`${name}.br`, brotliCompressSync(content));
  builtCopies.set(`${name}.gz`, gzipSync(content, { level: 9 }));
}
for (const [name, copy] of builtCopies) writeFileSync(join(consoleDir, name), copy);
afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));

const t = useTestApp({ config: { consoleDir } });

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built console', () => {
  it('sends a hashed file brotli-compressed when asked, cached for a year as immutable', async () => {
    const response = await get(`/${hashedScript}`, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // The build's copy, byte for byte: not compressed again, nor compressed anew on each request.
    expect(response.rawPayload).toEqual(builtCopies.get(`${hashedScript}.br`));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gzipped = await get(`/${hashedScript}`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(builtCopies.get(`${hashedScript}.gz`));
    const plain = await get(`/${hashedScript}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html asked for again each time, at / and by its name', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload).toEqual(builtCopies.get('index.html.br'));
    }
  });
});

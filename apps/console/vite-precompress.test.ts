import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './vite-precompress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const script = 'export const greeting = "hello";\n'.repeat(200);

/** Runs the plugin's writeBundle over `files` written to the temporary build folder. */
async function buildWith(files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content);
  const hook = precompress().writeBundle as (options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
  await hook({ dir }, Object.fromEntries(Object.keys(files).map((name) => [name, {}])));
}

const exists = (name: string) =>
  readFile(join(dir, name)).then(
    () => true,
    () => false,
  );

describe('precompress', () => {
  it('writes brotli and gzip copies that decompress to the file', async () => {
    await buildWith({ 'app.js': script });
    expect(brotliDecompressSync(await readFile(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dir, 'app.js.gz'))).toString()).toBe(script);
  });

  it('compresses html, css and svg as well, and leaves source maps alone', async () => {
    await buildWith({ 'index.html': script, 'app.css': script, 'logo.svg': script, 'app.js.map': script });
    expect(await exists('index.html.br')).toBe(true);
    expect(await exists('app.css.br')).toBe(true);
    expect(await exists('logo.svg.gz')).toBe(true);
    expect(await exists('app.js.map.br')).toBe(false);
    expect(await exists('app.js.map.gz')).toBe(false);
  });

  it('writes no copy that would be larger than the file', async () => {
    await buildWith({ 'tiny.js': 'x' });
    expect(await exists('tiny.js.br')).toBe(false);
    expect(await exists('tiny.js.gz')).toBe(false);
  });
});

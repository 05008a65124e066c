import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the browser loads; source maps only reach developer tools, which the server compresses on the fly. */
const loadedByThePage = /\.(?:html|js|css|svg)$/;

/**
 * Writes a `.br` and a `.gz` beside each file the page loads, at the strongest settings (paid once
 * per build, not per request), so the server sends them as they are. A copy that would not be
 * smaller than its file is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'velo:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('precompress needs the build to write to a folder (build.outDir)');
      const files = Object.keys(bundle).filter((name) => loadedByThePage.test(name));
      await Promise.all(files.map((name) => writeCompressedCopies(join(dir, name))));
    },
  };
}

async function writeCompressedCopies(path: string): Promise<void> {
  const content = await readFile(path);
  const copies = {
    '.br': await brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    '.gz': await gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const [extension, compressed] of Object.entries(copies)) {
    if (compressed.length < content.length) await writeFile(path + extension, compressed);
  }
}

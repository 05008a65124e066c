// The published build of the design system (`pnpm build`): ESM JavaScript with one module per source file,
// so a consumer's bundler keeps the charts, map and rich-text code out of whatever does not import them,
// and every vanilla-extract style compiled at build time into one `dist/styles.css`.
// vanilla-extract advises its Rollup plugin, not Vite's library mode, for libraries.
// The entries are the package's `exports` (source files in the workspace), so a new subpath needs no change here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import esbuild from 'rollup-plugin-esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const entries = Object.values(manifest.exports).filter((target) => /\.tsx?$/.test(target));

/** Only our own files are bundled: every bare specifier (react, ol, @velo/domain, …) stays an import.
 * vanilla-extract's virtual `…css.ts.vanilla.css?source=…` modules look bare but are ours: they become styles.css. */
const isDependency = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0') && !id.includes('.vanilla.css');

export default {
  input: entries,
  external: isDependency,
  plugins: [
    vanillaExtractPlugin({ identifiers: 'short', extract: { name: 'styles.css' } }),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.build.json' }),
  ],
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: '[name].js',
    assetFileNames: '[name][extname]',
  },
};

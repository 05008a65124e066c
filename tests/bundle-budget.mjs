// The console's loading budgets: the JavaScript a route makes the browser load, gzip-compressed,
// read from the built console's Vite manifest. Fails when a route passes its budget.
// `node tests/bundle-budget.mjs` after `pnpm --filter @velo/console build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/console/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * A route: the modules loaded to draw it (besides the page's entry) and its budget in KB of gzip.
 * The shell and a list cannot get to 150 KB: React DOM, React Aria's table, select, menu and disclosure, React Router,
 * SWR, ky and zod/mini alone, built by the same Vite config into one chunk with no code of ours, weigh 165 KB. The
 * budget sits just above today's size so that the route cannot grow unnoticed: 203.4 KB, then 206.1 KB with the
 * door details' status and battery widgets and the maintenance action (its dialog and date pickers, 29 KB, load
 * only when it opens).
 */
const routes = [
  { name: 'sign-in (/login)', loads: ['src/public/PublicApp.tsx', 'src/public/LoginPage.tsx'], budgetKb: 100 },
  {
    name: 'shell + locations list (/locations)',
    loads: ['src/ConsoleApp.tsx', 'src/pages/LocationsPage.tsx'],
    budgetKb: 207,
  },
];

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk of `key` and every chunk it imports statically: what loading it fetches. */
function withStaticImports(key, chunks = new Set()) {
  if (!manifest[key]) throw new Error(`The manifest has no ${key}: did the module move?`);
  if (chunks.has(key)) return chunks;
  chunks.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, chunks);
  return chunks;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

let over = 0;
for (const route of routes) {
  const chunks = [entry, ...route.loads].reduce((all, key) => withStaticImports(key, all), new Set());
  const sizeKb = [...chunks].reduce((total, key) => total + gzipKb(manifest[key].file), 0);
  const verdict = sizeKb <= route.budgetKb ? 'within' : 'OVER';
  if (sizeKb > route.budgetKb) over += 1;
  console.log(
    `${route.name}: ${sizeKb.toFixed(1)} KB gzip JS in ${chunks.size} files, ${verdict} its ${route.budgetKb} KB budget`,
  );
}
process.exit(over ? 1 : 0);

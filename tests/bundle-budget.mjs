// The console's loading budgets: the JavaScript a route makes the browser load, gzip-compressed, read from the
// built console's Vite manifest; and the libraries a route must not load (the map's OpenLayers, loaded only
// with the page that draws a map). Fails when a route passes its budget or loads what it must not.
// `node tests/bundle-budget.mjs` after `pnpm --filter @velo/console build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/console/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Libraries that only some pages draw with, by their folder in node_modules. */
const pageOnlyLibraries = [
  { name: 'OpenLayers', source: /node_modules\/\.pnpm\/ol@/ },
  { name: 'visx', source: /node_modules\/\.pnpm\/@visx\+/ },
  { name: 'Lexical', source: /node_modules\/\.pnpm\/(?:lexical@|@lexical\+)/ },
];

/**
 * A route: the chunks drawing it (by the chunk group's name in vite.config.ts, besides the entry) and its
 * budget in KB of gzip. The shell and a list cannot get to 150 KB: React DOM, React Aria's table, select, menu
 * and disclosure, React Router, SWR, ky and zod/mini alone weigh 165 KB. The budget sits a little above
 * today's size so that the route cannot grow unnoticed: 201.4 KB once the shell and the list load as one
 * chunk (206.1 KB in 16 files before; 216 KB in 28 once the location pages came). The route table carries
 * each lazy page's entry and the list of files to preload with it: the fourteen pages of users, groups,
 * clients, modules and items brought the route to 205.0 KB; since then a section's pages (a list, its create
 * page, a record) sit behind one entry (apps/console/src/routing/SectionRoutes.tsx): 205.3 KB with the content
 * and settings pages.
 */
const routes = [
  { name: 'sign-in (/login)', chunks: ['sign-in'], budgetKb: 100 },
  { name: 'shell + locations list (/locations)', chunks: ['sign-in', 'console'], budgetKb: 206 },
];

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

function chunkNamed(name) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].name === name && !candidate.endsWith('.css'));
  if (!key) throw new Error(`The manifest has no chunk ${name}: did vite.config.ts's chunk groups change?`);
  return key;
}

/** The chunk of `key` and every chunk it imports statically: what loading it fetches. */
function withStaticImports(key, chunks = new Set()) {
  if (chunks.has(key)) return chunks;
  chunks.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, chunks);
  return chunks;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
// The bundler's own runtime chunk has no source map: no library's code is in it.
const sourcesOf = (file) => {
  const map = join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
};

let failures = 0;
for (const route of routes) {
  const chunks = [entry, ...route.chunks.map(chunkNamed)].reduce((all, key) => withStaticImports(key, all), new Set());
  const files = [...chunks].map((key) => manifest[key].file);
  const sizeKb = files.reduce((total, file) => total + gzipKb(file), 0);
  const withinBudget = sizeKb <= route.budgetKb;
  if (!withinBudget) failures += 1;
  console.log(
    `${route.name}: ${sizeKb.toFixed(1)} KB gzip JS in ${files.length} files, ${withinBudget ? 'within' : 'OVER'} its ${route.budgetKb} KB budget`,
  );
  const sources = files.flatMap(sourcesOf);
  for (const library of pageOnlyLibraries) {
    if (!sources.some((source) => library.source.test(source))) continue;
    failures += 1;
    console.log(`${route.name}: loads ${library.name}, which only the pages that draw with it may load`);
  }
}
process.exit(failures ? 1 : 0);

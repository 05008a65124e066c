import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { precompress } from './vite-precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/**
 * Three chunks hold what the first screens draw: `sign-in` (the public app and its sign-in page), `console` (the
 * signed-in frame and the orders list, less what sign-in holds already) and `locations` (the locations list, less
 * what those two hold). Left to itself, the bundler splits the modules that the lazily loaded pages share into a
 * chunk per set of pages: with a dozen pages the shell and a list came to 28 files, whose compressed sizes added up
 * to 8 KB more than the same code in a few. Every other page stays a lazy chunk of its own, with what only it draws
 * (the map, the date pickers), and so do the overlays a first screen shows closed (menus, selects, dialogs).
 */
const firstScreenChunks = [
  { name: 'sign-in', test: /src[\\/]public[\\/](PublicApp|LoginPage)\.tsx$/, priority: 2 },
  { name: 'console', test: /src[\\/](ConsoleApp|pages[\\/]OrdersPage)\.tsx$/, priority: 1 },
  { name: 'locations', test: /src[\\/]pages[\\/]LocationsPage\.tsx$/, priority: 0 },
];

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The console speaks English: React Aria's own strings (close buttons, announcements) for other locales stay out.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    precompress(),
  ],
  // Served by the server at `/`; routes are hash-based, so relative asset URLs suffice.
  base: './',
  server: { port: 5173, proxy: { '/api': apiTarget } },
  // The manifest tells the bundle budget check (tests/bundle-budget.mjs) which files each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: firstScreenChunks } } },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { precompress } from './vite-precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Served by the server at `/`; routes are hash-based, so relative asset URLs suffice.
  base: './',
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});

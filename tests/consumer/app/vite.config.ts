// A plain Vite + React app, as another team would start one: no vanilla-extract plugin, no path aliases.
// The Velo API answers on the same origin through the preview (and dev) server's proxy.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = { '/api': process.env.VELO_API_ORIGIN ?? 'http://127.0.0.1:8480' };

export default defineConfig({
  plugins: [react()],
  server: { proxy: api },
  preview: { proxy: api },
});

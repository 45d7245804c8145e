import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './chunk-groups.ts';
import { serviceWorker } from './service-worker.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8002';

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), serviceWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // SPEC §9: the bundle public path is /dist/, so every asset is served from /dist/…
    assetsDir: 'dist',
    // The largest chunk is the home overview's echarts (~530 kB, its core is most of it), loaded lazily there only.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
  server: {
    proxy: {
      '/xiaozhi': { target: apiTarget, changeOrigin: true },
      '/v1': { target: apiTarget, changeOrigin: true },
    },
  },
});

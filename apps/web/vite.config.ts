import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './chunk-groups.ts';
import { preloadBoot } from './page-preloads.ts';
import { precompress } from './precompress.ts';
import { prerenderSignIn } from './prerender-sign-in.ts';
import { serviceWorker } from './service-worker.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8002';

/**
 * `_{class}_{hash of file and class}`, the same in the client build and in the prerender's SSR run (which sees file
 * names with a query and another module graph), so the prerendered markup carries the client's class names.
 */
function scopedClassName(name: string, filename: string): string {
  const file = path.relative(root, filename.split('?')[0]!).split(path.sep).join('/');
  return `_${name}_${createHash('sha256').update(`${file}:${name}`).digest('base64url').slice(0, 6)}`;
}

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), serviceWorker(), preloadBoot(), prerenderSignIn(), precompress()],
  css: { modules: { generateScopedName: scopedClassName } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle's public path is /dist/ (as upstream's console), so every asset is served from /dist/…
    assetsDir: 'dist',
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

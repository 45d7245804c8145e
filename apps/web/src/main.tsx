import { loadChunk } from './lib/chunk.ts';

// Evaluating the app's scripts holds the main thread for a while; the browser paints what the server sent first (a
// prerendered sign-in screen, or index.html's splash), then the app starts. The HTML preloads boot's chunks.
requestAnimationFrame(() => setTimeout(() => void loadChunk('boot', () => import('./app/boot.tsx'))));

/**
 * CDN mode. Off by default: the console bundles every library itself and makes no
 * third-party request. An operator who fronts the console with public CDN copies turns it on at build
 * time (VITE_CDN_MODE=true); then the service worker caches those files and Alt+C shows their cache state.
 */
export const CDN_MODE = import.meta.env.VITE_CDN_MODE === 'true';

export const CDN_CACHE_NAMES = { css: 'cdn-stylesheets', js: 'cdn-scripts' } as const;

/** Prefetched 2 s after the first install, at upstream's pinned versions. */
export const CDN_PREFETCH_URLS = [
  'https://unpkg.com/element-ui@2.15.14/lib/theme-chalk/index.css',
  'https://cdnjs.cloudflare.com/ajax/libs/normalize/8.0.1/normalize.min.css',
  'https://unpkg.com/vue@2.6.14/dist/vue.min.js',
  'https://unpkg.com/vue-router@3.6.5/dist/vue-router.min.js',
  'https://unpkg.com/vuex@3.6.2/dist/vuex.min.js',
  'https://unpkg.com/element-ui@2.15.14/lib/index.js',
  'https://unpkg.com/axios@0.27.2/dist/axios.min.js',
  'https://unpkg.com/opus-decoder@0.7.7/dist/opus-decoder.min.js',
] as const;

export const PREFETCH_DELAY_MS = 2000;
export const CACHE_RECHECK_MS = 2000;

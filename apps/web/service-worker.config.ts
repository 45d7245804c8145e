import { VitePWA } from 'vite-plugin-pwa';

const YEAR_SECONDS = 365 * 24 * 3600;
const CDN_HOSTS = String.raw`https:\/\/(?:unpkg\.com|cdn\.jsdelivr\.net|cdnjs\.cloudflare\.com)\/`;

const cdnCache = (extension: string, cacheName: string, maxEntries: number) => ({
  urlPattern: new RegExp(`^${CDN_HOSTS}.*\\.${extension}(?:\\?.*)?$`),
  handler: 'CacheFirst' as const,
  options: {
    cacheName,
    expiration: { maxEntries, maxAgeSeconds: YEAR_SECONDS },
    // Opaque (no-cors) answers have status 0; they are what the first-install prefetch stores.
    cacheableResponse: { statuses: [0, 200] },
  },
});

/**
 * The service worker at /service-worker.js: the built app is precached so the console
 * opens offline, navigations fall back to index.html (never for API paths), and public CDN libraries are cached
 * first in cdn-stylesheets / cdn-scripts. Registration is ours (src/lib/pwa.ts), so the plugin injects nothing.
 */
export function serviceWorker() {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'service-worker.js',
    injectRegister: false,
    manifest: {
      name: '智控台 Vox Console',
      short_name: '智控台',
      lang: 'zh-CN',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1677ff',
      background_color: '#f5f7fb',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      // The prerendered sign-in pages come from the server, in the user's language; offline, index.html does.
      globIgnores: ['sign-in/**'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/xiaozhi\//, /^\/v1\//, /^\/api-docs/],
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [cdnCache('css', 'cdn-stylesheets', 10), cdnCache('js', 'cdn-scripts', 20)],
    },
  });
}

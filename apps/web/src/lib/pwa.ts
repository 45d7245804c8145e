import { CDN_MODE, CDN_PREFETCH_URLS, PREFETCH_DELAY_MS } from '../config/cdn.ts';
import { usePwaStore } from '../stores/pwa-store.ts';

const WORKER_URL = '/service-worker.js';

function watchForUpdate(registration: ServiceWorkerRegistration): void {
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      // A new worker installed while an old one controls the page means a new version is waiting.
      if (worker.state === 'installed' && navigator.serviceWorker.controller) usePwaStore.getState().markUpdateReady();
    });
  });
}

/** First install: warm the CDN caches through the new worker; failures don't matter. */
function prefetchCdnLibraries(): void {
  setTimeout(() => {
    for (const url of CDN_PREFETCH_URLS) fetch(url, { mode: 'no-cors' }).catch(() => undefined);
  }, PREFETCH_DELAY_MS);
}

/** Registers /service-worker.js after page load in production builds; registration failure is ignored. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    const firstInstall = !navigator.serviceWorker.controller;
    navigator.serviceWorker
      .register(WORKER_URL)
      .then((registration) => {
        watchForUpdate(registration);
        if (firstInstall && CDN_MODE) prefetchCdnLibraries();
      })
      .catch(() => undefined);
  });
}

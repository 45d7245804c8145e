import { usePwaStore } from '../stores/pwa-store.ts';

const WORKER_URL = '/service-worker.js';

/** The SPA fallback answers every path with index.html, so "exists" means a JavaScript answer. */
async function workerExists(): Promise<boolean> {
  const response = await fetch(WORKER_URL, { method: 'HEAD', cache: 'no-store' });
  return response.ok && (response.headers.get('content-type') ?? '').includes('javascript');
}

function watchForUpdate(registration: ServiceWorkerRegistration): void {
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      // SPEC §4: a new worker installed while an old one controls the page means a new version is waiting.
      if (worker.state === 'installed' && navigator.serviceWorker.controller) usePwaStore.getState().markUpdateReady();
    });
  });
}

/** Registers /service-worker.js after page load when the build ships one; failures are ignored (SPEC §4). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    workerExists()
      .then((exists) => (exists ? navigator.serviceWorker.register(WORKER_URL).then(watchForUpdate) : undefined))
      .catch(() => undefined);
  });
}

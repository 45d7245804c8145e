import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter, whenRouterReady } from './app/router.tsx';
import { i18n, initI18n } from './lib/i18n/i18n.ts';
import { registerServiceWorker } from './lib/pwa.ts';

// zod's compiled fast path probes `new Function`, which the Content-Security-Policy (script-src 'self') forbids. zod
// reads this global when it first loads (in a lazy chunk); z.config() here would pull zod into the sign-in bundle.
(globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

registerServiceWorker();

// The texts and the first screen's chunk load side by side; index.html's splash stays until both are in, and the
// first render replaces it with the finished screen in the user's language.
const router = createAppRouter();
void Promise.allSettled([initI18n(), whenRouterReady(router)]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </StrictMode>,
  );
});

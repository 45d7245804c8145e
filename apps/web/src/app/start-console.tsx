import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '../lib/i18n/i18n.ts';
import { AppFrame } from './app-frame.tsx';
import { createAppRouter, whenRouterReady } from './router.tsx';

/**
 * Starts the data router at the current location and renders it once the texts and the first screen's chunk are in,
 * so the first render is the finished screen. `root` may show a sign-in screen that is handing over: it stays until
 * then.
 */
export async function startConsole(root: Root): Promise<void> {
  const router = createAppRouter();
  await Promise.allSettled([initI18n(), whenRouterReady(router)]);
  root.render(
    <StrictMode>
      <AppFrame>
        <RouterProvider router={router} />
      </AppFrame>
    </StrictMode>,
  );
}

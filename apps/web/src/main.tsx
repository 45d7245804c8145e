import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import './app/global.css';
import { initI18n } from './lib/i18n/i18n.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { createQueryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

registerServiceWorker();

// Texts first: the first paint is already in the user's language.
void initI18n().finally(() => {
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProvider>
    </StrictMode>,
  );
});

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppFrame } from '../app/app-frame.tsx';
import { AppProvider } from '../app/provider.tsx';
import { createRoutes } from '../app/router.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { createQueryClient } from '../lib/query-client.ts';

// The console's frame (antd, its icon set) is lazy in the app; load it with this helper, before any test's clock
// starts, so a first console screen renders within Testing Library's default wait.
await Promise.all([import('../app/console-providers.tsx'), import('../app/layout/console-layout.tsx')]);

/** Renders inside the console's providers (query client, antd config and App). */
export function renderWithProviders(ui: ReactNode) {
  return render(<AppProvider queryClient={createQueryClient()}>{ui}</AppProvider>);
}

/**
 * Mounts the real route table in a memory router at `path`, as app/start-console.tsx does: the routes bring their own providers
 * (antd and TanStack Query only after sign-in). App navigation goes through that router.
 */
export function renderRoute(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const restoreNavigator = setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return { router, view, restoreNavigator };
}

export const locationOf = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

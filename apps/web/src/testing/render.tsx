import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { createRoutes } from '../app/router.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders inside the real providers (i18n, query client, antd config and App). */
export function renderWithProviders(ui: ReactNode) {
  return render(<AppProvider queryClient={createQueryClient()}>{ui}</AppProvider>);
}

/** Mounts the real route table in a memory router at `path`; app navigation goes through that router. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const restoreNavigator = setNavigator((to, options) => void router.navigate(to, options));
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, view, restoreNavigator };
}

export const locationOf = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

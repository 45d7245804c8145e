import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadPubConfig } from '../features/auth/api/pub-config.ts';
import { loadChunk } from '../lib/chunk.ts';
import { i18n, initI18n } from '../lib/i18n/i18n.ts';
import { setNavigator } from '../lib/navigation.ts';
import { redirectSignedIn, requireToken } from './guard.ts';
import { Root } from './root.tsx';
import { RouteError } from './route-error.tsx';
import { routeTable, type AppRoute, type PageModule } from './route-table.tsx';

/**
 * A screen's code and its texts, both in before it renders: a namespace first asked for by a component that renders
 * after its data would cost the screen one more round trip.
 */
const lazyPage = (chunk: string, importer: () => Promise<PageModule>) => async () => {
  const module = await loadChunk(chunk, importer);
  if (module.namespaces) await initI18n().then(() => i18n.loadNamespaces([...module.namespaces!]));
  return { Component: module.default };
};

const consoleProviders = async () => {
  const module = await loadChunk('console', () => import('./console-providers.tsx'));
  await module.loadConsoleLocale();
  return { Component: module.default };
};

/**
 * The sign-in screens start with the public config: ask while their chunk loads, which saves a round trip. It waits
 * for the texts so the request carries the user's language.
 */
const startPubConfig = () => {
  void initI18n().then(loadPubConfig);
  return null;
};

function loaderOf(route: AppRoute): RouteObject['loader'] {
  if (route.needsToken) return requireToken;
  if (route.shell === 'console') return undefined;
  if (route.name === 'login' || route.name === 'welcome') return () => redirectSignedIn() ?? startPubConfig();
  return startPubConfig;
}

function toRouteObject(route: AppRoute): RouteObject {
  const { path, chunk, page, shell: _shell, ...handle } = route;
  return { path, handle: { ...handle }, loader: loaderOf(route), lazy: lazyPage(chunk, page) };
}

/**
 * Route objects built from the route table; tests mount them in a memory router. The sign-in screens sit directly
 * under the root and stay free of antd; everything else sits under the route that loads antd and TanStack Query.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      errorElement: <RouteError />,
      // Only tests render before the first screen's chunk is in; the app waits for it (main.tsx).
      HydrateFallback: () => null,
      children: [
        ...routeTable.filter((route) => route.shell === 'auth').map(toRouteObject),
        {
          id: 'console-providers',
          lazy: consoleProviders,
          children: [
            {
              id: 'console',
              lazy: lazyPage('layout', () => import('./layout/console-layout.tsx')),
              children: routeTable.filter((route) => route.shell === 'console').map(toRouteObject),
            },
            {
              path: '*',
              handle: { name: 'NotFound', titleKey: 'route.notFound', needsToken: false, adminOnly: false },
              lazy: lazyPage('not-found', () => import('./routes/not-found.tsx')),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

/** Resolves once the first location's loaders and lazy screens are in, so the first render is the finished screen. */
export function whenRouterReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

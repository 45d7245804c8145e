import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadChunk } from '../lib/chunk.ts';
import { setNavigator } from '../lib/navigation.ts';
import { redirectSignedIn, requireToken } from './guard.ts';
import { Root } from './root.tsx';
import { RouteError } from './route-error.tsx';
import { routeTable, type AppRoute, type PageModule } from './route-table.tsx';

const lazyPage = (chunk: string, importer: () => Promise<PageModule>) => async () => {
  const module = await loadChunk(chunk, importer);
  return { Component: module.default };
};

function toRouteObject(route: AppRoute): RouteObject {
  const { path, chunk, page, shell: _shell, ...handle } = route;
  const isLogin = route.name === 'login' || route.name === 'welcome';
  const loader = route.needsToken ? requireToken : isLogin ? redirectSignedIn : undefined;
  return { path, handle: { ...handle }, loader, lazy: lazyPage(chunk, page) };
}

/** Route objects built from the route table; tests mount them in a memory router. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      errorElement: <RouteError />,
      // The first screen's chunk is still on its way; index.html's blank page is the right thing to show.
      HydrateFallback: () => null,
      children: [
        ...routeTable.filter((route) => route.shell === 'auth').map(toRouteObject),
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
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

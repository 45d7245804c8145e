import type { ComponentType } from 'react';
import type { RouteDeclaration, RouteHandle } from '../types/route-handle.ts';
import { SIGN_IN_SCREENS } from './sign-in/sign-in-screens.ts';

/** A screen's module: the screen, and the text namespaces it needs beyond the ones loaded at start. */
export type PageModule = { default: ComponentType; namespaces?: readonly string[] };

export interface AppRoute extends RouteHandle {
  path: string;
  /** 'auth' screens render alone (a lean login chunk); 'console' screens render inside the signed-in layout. */
  shell: 'auth' | 'console';
  /** Chunk name for ChunkLoadError messages; routes sharing a screen share it. */
  chunk: string;
  page: () => Promise<PageModule>;
}

/** Each console screen's route declarations (routes/<screen>.route.ts) and the screen itself (routes/<screen>.tsx). */
const declarationFiles = import.meta.glob<Record<string, RouteDeclaration>>('./routes/*.route.ts', { eager: true });
const screens = import.meta.glob<PageModule>('./routes/*.tsx');

/** The routes of one declaration file, showing the screen of the same name, which is also their chunk's name. */
function declaredRoutes([file, declarations]: [string, Record<string, RouteDeclaration>]) {
  const chunk = file.replace(/^\.\/routes\/(.+)\.route\.ts$/, '$1');
  const page = screens[`./routes/${chunk}.tsx`];
  if (!page) throw new Error(`${file} declares routes of ./routes/${chunk}.tsx, which is not there`);
  return Object.values(declarations).map((declaration) => ({ declaration, chunk, page }));
}

/** Menu entries in their `order` (the menu then picks each group's out), the other routes after them. */
const menuOrder = (route: { declaration: RouteDeclaration }) => route.declaration.order ?? Infinity;

/** THE route table: every path of the console with its title, guard, menu placement and lazy screen. */
export const routeTable: readonly AppRoute[] = [
  ...SIGN_IN_SCREENS.map(({ prerendered: _prerendered, ...screen }): AppRoute => ({ ...screen, needsToken: false, adminOnly: false, shell: 'auth' })),
  ...Object.entries(declarationFiles)
    .flatMap(declaredRoutes)
    .sort((a, b) => menuOrder(a) - menuOrder(b))
    .map(({ declaration: { order: _order, needsToken = false, adminOnly = false, ...route }, chunk, page }): AppRoute => ({ ...route, needsToken, adminOnly, shell: 'console', chunk, page })),
];

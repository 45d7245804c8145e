import type { RouteDeclaration } from '../types/route-handle.ts';

/** The sign-in screens' paths (app/sign-in/sign-in-screens.ts). */
const signInPaths = {
  welcome: '/',
  login: '/login',
  register: '/register',
  retrievePassword: '/retrieve-password',
  /** Where the identity provider sends the browser back after single sign-on (registered with the provider). */
  ssoCallback: '/sso/callback',
} as const;

/**
 * The console screens' routes, each merged in by its declaration file `app/routes/<screen>.route.ts`
 * (`declare module`) under the name it exports it by, which is its path's name here; adding a screen never edits
 * this file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ScreenRoutes {}

type ScreenPaths = { readonly [Name in keyof ScreenRoutes]: ScreenRoutes[Name]['path'] };

/** The declarations are plain data (they import types only), so reading them here brings no app code along. */
const screenRouteModules = import.meta.glob<Record<string, RouteDeclaration>>('../app/routes/*.route.ts', { eager: true });
const screenPaths = Object.values(screenRouteModules).flatMap((routes) => Object.entries(routes).map(([name, route]) => [name, route.path] as const));

/** Every path of the console, by name; the route table and links build on these. */
export const paths = { ...signInPaths, ...Object.fromEntries(screenPaths) } as typeof signInPaths & ScreenPaths;

/** Screens reachable without a session; the login redirect never points back at them. */
export const PUBLIC_AUTH_PATHS: readonly string[] = Object.values(signInPaths);

import type { Rolldown } from 'vite';

/** The runtime of every screen, sign-in included; the router, antd and TanStack Query load only after sign-in. */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/;

/** The data router, which the sign-in screens open without (src/app/sign-in/start-sign-in.tsx). */
const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]/;

/** The namespaces loaded before the first paint (src/lib/i18n/i18n.ts), e.g. …/locales/zh_CN/auth.json. */
const FIRST_PAINT_TEXTS = /[\\/]locales[\\/](\w+)[\\/](?:common|menu|auth)\.json$/;

/**
 * The sign-in screens' kit: the auth feature except its screens (*-page.tsx, each in its route's chunk) and the
 * console's change-password pieces, plus the shared brand and link. The console reuses it for the footer, brand and
 * logout. A group takes its modules' dependencies along, so src/app/sign-in-weight.test.ts checks that none of these
 * modules reaches antd.
 */
export const SIGN_IN_KIT =
  /[\\/]src[\\/](?:features[\\/]auth[\\/](?!.*-page\.tsx$)(?!components[\\/]change-password-dialog)(?!api[\\/]use-ensure-user-info)|components[\\/](?:brand|app-link)\.tsx$)/;

/** Fewer, larger files for the sign-in path; every screen keeps its own lazy chunk. */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // The runtime every screen needs, in one long-cached file with a name that says what it is.
  { name: 'vendor-react', test: REACT_RUNTIME, priority: 2 },
  { name: 'vendor-router', test: ROUTER, priority: 2 },
  // The entry's own modules stay in the entry, so the sign-in kit cannot take the app shell (i18n, stores, http) along.
  { name: 'shell', tags: ['$initial'], priority: 1 },
  // One file of first-paint texts per language instead of one per namespace.
  { name: (id) => `texts-${FIRST_PAINT_TEXTS.exec(id)?.[1] ?? ''}`, debugName: 'first-paint-texts', test: FIRST_PAINT_TEXTS },
  { name: 'sign-in', test: SIGN_IN_KIT },
  // The console's UI kit (antd, its icons and components, TanStack Query, dayjs) as one file instead of forty small
  // ones fetched in waves on the first screen; what only one or two screens use stays with them.
  { name: 'vendor-console', test: /[\\/]node_modules[\\/]/, minShareCount: 3 },
  // The same for the console's own shared code (layout pieces, hooks, feature APIs several screens use).
  { name: 'console-shared', test: /[\\/]apps[\\/]web[\\/]src[\\/]/, minShareCount: 3 },
];

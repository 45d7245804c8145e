import { paths, PUBLIC_AUTH_PATHS } from '../config/paths.ts';

export type Navigator = (to: string, options?: { replace?: boolean }) => void;

const fullPageNavigator: Navigator = (to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to);

let navigator: Navigator = fullPageNavigator;

/** app/router.tsx plugs in the data router's navigate; before that, navigation loads the page. */
export function setNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    navigator = fullPageNavigator;
  };
}

const pathOf = (url: URL | Location) => `${url.pathname}${url.search}`;

/** Navigating to the location you are on reloads the page (upstream's NavigationDuplicated override). */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  const target = new URL(to, window.location.href);
  if (pathOf(target) + target.hash === pathOf(window.location) + window.location.hash) {
    window.location.reload();
    return;
  }
  navigator(`${pathOf(target)}${target.hash}`, options);
}

export const loginHref = (redirect?: string) =>
  redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login;

/** Sends the user to /login, carrying the current location as `redirect` unless it is a sign-in screen itself. */
export function goToLogin(): void {
  const { pathname } = window.location;
  if (pathname === paths.login) return;
  navigateTo(PUBLIC_AUTH_PATHS.includes(pathname) ? paths.login : loginHref(pathOf(window.location)));
}

/** Only same-origin app paths are followed after sign-in; anything else lands on /home. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return paths.home;
  const target = new URL(raw, window.location.origin);
  if (target.origin !== window.location.origin || PUBLIC_AUTH_PATHS.includes(target.pathname)) return paths.home;
  return `${target.pathname}${target.search}${target.hash}`;
}

import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../config/paths.ts';
import { loginHref } from '../lib/navigation.ts';
import { getToken } from '../stores/session-store.ts';

/** Without a stored token, go to login carrying the original full path (query included). */
export function requireToken({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const url = new URL(request.url);
  throw redirect(loginHref(`${url.pathname}${url.search}`));
}

/** The login screen sends a signed-in user home, as upstream does. */
export function redirectSignedIn() {
  if (getToken()) throw redirect(paths.home);
  return null;
}

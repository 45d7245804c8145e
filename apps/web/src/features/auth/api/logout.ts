import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/http.ts';
import { clearAuth, isSsoMode } from '../../../stores/session-store.ts';
import { signInEndpoints } from './sign-in-endpoints.ts';

/**
 * Tell the server (a failure does not matter), clear the session, then either sign out of SSO with the
 * current URL as `ref`, or load /login afresh so no signed-in state survives in memory.
 */
export async function logout(): Promise<void> {
  await api(signInEndpoints.logout, {}, { retry: false }).catch(() => undefined);
  clearAuth();
  if (isSsoMode(env.ssoHost)) {
    window.location.assign(`${env.ssoHost}/signout?ref=${encodeURIComponent(window.location.href)}`);
    return;
  }
  window.location.assign(paths.login);
}

import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/http.ts';
import { clearAuth, isSsoMode, useSessionStore } from '../../../stores/session-store.ts';
import { signInEndpoints } from './sign-in-endpoints.ts';
import { ssoLogout } from './sso-calls.ts';

/**
 * Tell the server (a failure does not matter), clear the session, then either end the provider's session too
 * (single sign-on mode, when the provider offers an end-session page; it comes back to /login), or load /login afresh
 * so no signed-in state survives in memory.
 */
export async function logout(): Promise<void> {
  if (isSsoMode(useSessionStore.getState().pubConfig.sso.enabled)) {
    const endSessionUrl = await ssoLogout().catch(() => null);
    clearAuth();
    window.location.assign(endSessionUrl ?? paths.login);
    return;
  }
  await api(signInEndpoints.logout, {}, { retry: false }).catch(() => undefined);
  clearAuth();
  window.location.assign(paths.login);
}

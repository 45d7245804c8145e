import type { accountEndpoints, LoginResult, ssoEndpoints, UserInfo } from '@vox/contracts';
import { paths } from '../../../config/paths.ts';
import { api, endpointAt } from '../../../lib/http.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { plainRead } from '../../../lib/plain-read.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

type Sso = typeof ssoEndpoints;

/** Checked against the declarations' types without loading their schemas into the sign-in bundle. */
const ssoCalls = {
  start: endpointAt<Sso['postUserSsoStart']>('POST', '/user/sso/start'),
  callback: endpointAt<Sso['postUserSsoCallback']>('POST', '/user/sso/callback'),
  logout: endpointAt<Sso['postUserSsoLogout']>('POST', '/user/sso/logout'),
  userInfo: endpointAt<(typeof accountEndpoints)['getUserInfo']>('GET', '/user/info'),
};

/** Where the provider sends the browser back, as registered with it: this site's callback screen. */
export const ssoRedirectUri = () => `${window.location.origin}${paths.ssoCallback}`;

const STATE_KEY = 'vox.sso.state';

/** Asks the server for the provider's sign-in URL and goes there; the state is kept to match the return. */
export async function startSso(onFailure: (error: ApiError) => void): Promise<void> {
  const { url, state } = await api(ssoCalls.start, { body: { redirectUri: ssoRedirectUri() } }, { onFailure });
  window.sessionStorage.setItem(STATE_KEY, state);
  window.location.assign(url);
}

/**
 * Hands the provider's answer (the query string) to the server, which checks it and opens a session. A return this
 * tab did not start (another state) is refused here too, before the server is asked.
 */
export async function finishSso(query: string, onFailure: (error: ApiError) => void): Promise<LoginResult> {
  const expected = window.sessionStorage.getItem(STATE_KEY);
  window.sessionStorage.removeItem(STATE_KEY);
  const returned = new URLSearchParams(query).get('state');
  if (expected && returned !== expected) throw new SsoStateMismatch();
  return api(ssoCalls.callback, { body: { query } }, { onFailure });
}

export class SsoStateMismatch extends Error {
  constructor() {
    super('state mismatch');
    this.name = 'SsoStateMismatch';
  }
}

/** Ends the console session; answers the provider's end-session URL when it has one. */
export async function ssoLogout(): Promise<string | null> {
  const answer = await api(ssoCalls.logout, { body: { postLogoutRedirectUri: `${window.location.origin}${paths.login}` } }, { retry: false });
  return answer.endSessionUrl;
}

/** In SSO mode the user is read by a plain fetch of /user/info ('failed to get user info: {status}'). */
export async function fetchUserInfoPlain(): Promise<UserInfo> {
  const userInfo = await plainRead<UserInfo>(ssoCalls.userInfo.path, 'failed to get user info');
  useSessionStore.getState().setUserInfo(userInfo);
  return userInfo;
}

import type { UserInfo } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { isSsoMode, useSessionStore } from '../../../stores/session-store.ts';
import { signInEndpoints } from './sign-in-endpoints.ts';
import { fetchUserInfoPlain } from './sso-calls.ts';

/** GET /user/info (a plain fetch in single sign-on mode); the answer becomes the session's userInfo (and `voxUid`). */
export async function fetchUserInfo(): Promise<UserInfo> {
  if (isSsoMode(useSessionStore.getState().pubConfig.sso.enabled)) return fetchUserInfoPlain();
  const userInfo = await api(signInEndpoints.userInfo, {});
  useSessionStore.getState().setUserInfo(userInfo);
  return userInfo;
}

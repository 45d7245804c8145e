import type { UserInfo } from '@vox/contracts';
import { api } from '../../../lib/http.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { signInEndpoints } from './sign-in-endpoints.ts';

/** GET /user/info; the answer becomes the session's userInfo (and `voxUid`). */
export async function fetchUserInfo(): Promise<UserInfo> {
  const userInfo = await api(signInEndpoints.userInfo, {});
  useSessionStore.getState().setUserInfo(userInfo);
  return userInfo;
}

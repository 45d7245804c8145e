import type { UserInfo } from '@vox/contracts';
import { http } from '../../../lib/http.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** GET /user/info; the answer becomes the session's userInfo (and `voxUid`). */
export async function fetchUserInfo(): Promise<UserInfo> {
  const userInfo = await http.get<UserInfo>('/user/info');
  useSessionStore.getState().setUserInfo(userInfo);
  return userInfo;
}

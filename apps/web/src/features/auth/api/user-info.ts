import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@vox/contracts';
import { http } from '../../../lib/http.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { authKeys } from './auth-keys.ts';

/** GET /user/info; the answer becomes the session's userInfo (and `voxUid`). */
export async function fetchUserInfo(): Promise<UserInfo> {
  const userInfo = await http.get<UserInfo>('/user/info');
  useSessionStore.getState().setUserInfo(userInfo);
  return userInfo;
}

/** Loads the user once a token exists but no userInfo does (e.g. after a reload). */
export function useEnsureUserInfo(): void {
  const token = useSessionStore((state) => state.token);
  const hasUser = useSessionStore((state) => state.userInfo !== null);
  useQuery({ queryKey: authKeys.userInfo(token), queryFn: fetchUserInfo, enabled: token !== '' && !hasUser, staleTime: Infinity });
}

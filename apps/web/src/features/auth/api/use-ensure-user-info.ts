import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../../stores/session-store.ts';
import { authKeys } from './auth-keys.ts';
import { fetchUserInfo } from './user-info.ts';

/** Loads the user once a token exists but no userInfo does (e.g. after a reload). */
export function useEnsureUserInfo(): void {
  const token = useSessionStore((state) => state.token);
  const hasUser = useSessionStore((state) => state.userInfo !== null);
  useQuery({ queryKey: authKeys.userInfo(token), queryFn: fetchUserInfo, enabled: token !== '' && !hasUser, staleTime: Infinity });
}

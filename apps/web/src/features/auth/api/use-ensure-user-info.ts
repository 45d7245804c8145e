import { useQuery } from '@tanstack/react-query';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { signInEndpoints } from './sign-in-endpoints.ts';
import { fetchUserInfo } from './user-info.ts';

/** Loads the user once a token exists but no userInfo does (e.g. after a reload); tells whether that load failed. */
export function useEnsureUserInfo(): { failed: boolean } {
  const token = useSessionStore((state) => state.token);
  const hasUser = useSessionStore((state) => state.userInfo !== null);
  const query = useQuery({ queryKey: [...queryKeyOf('auth', signInEndpoints.userInfo), token], queryFn: fetchUserInfo, enabled: token !== '' && !hasUser, staleTime: Infinity });
  return { failed: query.isError };
}

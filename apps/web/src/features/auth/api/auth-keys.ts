import { QUERY_ROOTS } from '../../../lib/query-keys.ts';

/** Query keys of the auth feature, under one namespace so a sign-out can drop them together. */
export const authKeys = {
  all: [QUERY_ROOTS.auth] as const,
  userInfo: (token: string) => [...authKeys.all, 'user-info', token] as const,
};
